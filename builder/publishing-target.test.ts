import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { type PublishingTarget, type Restaurant, publishingTargets } from '#src/schemas/index.ts'
import Markdoc from '@markdoc/markdoc'
import { type LegalDocument, legalDocument } from '#src/features/legal/legal-document.ts'
import { loadSite } from './content/load-site.ts'
import { publishingTarget } from './publishing-target.ts'

/*
 * One setting says where the site is published (`publishing` in content/restaurant.yaml): the
 * deploy workflow must publish there and the privacy policy must name that host. These tests read
 * the workflow as GitHub does and fail when the two disagree, for either setting and for the
 * repository's own data.
 */

interface Step {
  id?: string
  if?: string
  uses?: string
  run?: string
  with?: Record<string, unknown>
  env?: Record<string, string>
}

interface Job {
  needs?: string | string[]
  if?: string
  outputs?: Record<string, string>
  env?: Record<string, string>
  steps: Step[]
}

const workflow = parse(readFileSync('.github/workflows/deploy.yml', 'utf8')) as {
  jobs: Record<string, Job>
}
const { jobs } = workflow
const build = jobs.build!

/** Where a condition of the workflow reads the target: the build job's step, or its output. */
const conditionOn = {
  step: /^steps\.publishing\.outputs\.target == '([\w-]+)'$/,
  job: /^needs\.build\.outputs\.target == '([\w-]+)'$/,
}

/** Whether a step or job with condition `condition` runs for `target`. */
function runsFor(condition: string | undefined, pattern: RegExp, target: PublishingTarget) {
  if (condition === undefined) return true
  const [, wanted] = pattern.exec(condition.trim()) ?? []
  expect(wanted, `the condition "${condition}" reads the publishing target`).toBeDefined()
  expect(publishingTargets).toContain(wanted)
  return wanted === target
}

const needsBuild = (job: Job) => [job.needs ?? []].flat().includes('build')

/** The deploy jobs GitHub would run, and the build's steps, for the data's `target`. */
function runFor(target: PublishingTarget) {
  const deployJobs = Object.entries(jobs)
    .filter(([, job]) => needsBuild(job))
    .filter(([, job]) => runsFor(job.if, conditionOn.job, target))
  const buildSteps = build.steps.filter((step) => runsFor(step.if, conditionOn.step, target))
  return { deployJobs, buildSteps }
}

const uses = (steps: readonly Step[], action: string) =>
  steps.some((step) => step.uses?.startsWith(`${action}@`))

/** The text of the privacy policy's section on hosting, in each language, for `data`. */
function hostingSections(data: Restaurant): string[] {
  return [legalDocument('datenschutz', 'de', data), legalDocument('privacy', 'en', data)].map(
    (document: LegalDocument) => {
      const hosting = document.content.find(
        (section) => Markdoc.Tag.isTag(section) && section.attributes.id === 'hosting',
      )
      expect(hosting).toBeDefined()
      return JSON.stringify(hosting).replaceAll('\u00a0', ' ') // legal references bound
    },
  )
}

const { restaurant } = loadSite()

describe('the publishing target', () => {
  it('is read from the data by the build job, which hands it to the deploy jobs', () => {
    expect(publishingTarget()).toBe(restaurant.publishing)
    const step = build.steps.find((candidate) => candidate.id === 'publishing')
    expect(step?.run).toBe('npx tsx builder/publishing-target.ts >> "$GITHUB_OUTPUT"')
    expect(build.outputs?.target).toBe('${{ steps.publishing.outputs.target }}')
    // The content check passes before the target is read and anything is built.
    const index = (run: string) => build.steps.findIndex((candidate) => candidate.run === run)
    expect(index('npm run check:content')).toBeLessThan(build.steps.indexOf(step!))
    expect(build.steps.indexOf(step!)).toBeLessThan(index('npm run build'))
  })

  it('checks out the whole history, which the legal texts’ dates come from', () => {
    const checkout = build.steps.find((step) => step.uses?.startsWith('actions/checkout@'))
    expect(checkout?.with?.['fetch-depth']).toBe(0)
  })

  it('github-pages: only the Pages job runs, and the privacy policy names GitHub', () => {
    const { deployJobs, buildSteps } = runFor('github-pages')
    expect(deployJobs.map(([name]) => name)).toEqual(['deploy-github-pages'])
    const [, pages] = deployJobs[0]!
    expect(uses(pages.steps, 'actions/deploy-pages')).toBe(true)
    expect(uses(buildSteps, 'actions/upload-pages-artifact')).toBe(true)
    expect(uses(buildSteps, 'actions/upload-artifact')).toBe(false)
    for (const text of hostingSections({ ...restaurant, publishing: 'github-pages' })) {
      expect(text).toContain('GitHub, Inc.')
      expect(text).toContain('USA')
      expect(text).toContain('EU-US Data Privacy Framework')
      expect(text).toContain('IP')
      expect(text).not.toContain(restaurant.hostingProvider.name)
      expect(text).not.toMatch(/14 Tagen|14 days/)
    }
  })

  it('own-server: only the SSH job runs, with a deploy key and a pinned host key, and the privacy policy names the hosting company', () => {
    const { deployJobs, buildSteps } = runFor('own-server')
    expect(deployJobs.map(([name]) => name)).toEqual(['deploy-own-server'])
    const [, server] = deployJobs[0]!
    expect(uses(server.steps, 'actions/deploy-pages')).toBe(false)
    expect(uses(buildSteps, 'actions/upload-pages-artifact')).toBe(false)
    expect(uses(buildSteps, 'actions/upload-artifact')).toBe(true)
    expect(uses(server.steps, 'actions/download-artifact')).toBe(true)
    const script = server.steps.map((step) => step.run ?? '').join('\n')
    const secrets = JSON.stringify(server.steps.map((step) => step.env ?? {}))
    expect(secrets).toContain('${{ secrets.DEPLOY_SSH_KEY }}')
    expect(secrets).toContain('${{ secrets.DEPLOY_KNOWN_HOSTS }}')
    expect(script).toContain('StrictHostKeyChecking=yes')
    expect(script).toMatch(/rsync .*--delete.* dist\/ /)
    // The nginx configuration the build made for this data goes with it, and nginx reloads.
    expect(script).toContain('dist/_nginx/')
    expect(script).toContain('nginx -t')
    for (const text of hostingSections({ ...restaurant, publishing: 'own-server' })) {
      expect(text).toContain(restaurant.hostingProvider.name)
      expect(text).toContain(restaurant.hostingProvider.url)
      expect(text).toContain('Art. 28')
      expect(text).toMatch(/nach 14 Tagen|after 14 days/)
      expect(text).not.toContain('GitHub')
    }
  })

  it('agrees for the repository’s own data: the job that publishes is the host the privacy policy names', () => {
    const target = publishingTarget()
    const [[name, job]] = runFor(target).deployJobs as [[string, Job]]
    const publishesToPages = uses(job.steps, 'actions/deploy-pages')
    expect(name).toBe(`deploy-${target}`)
    for (const text of hostingSections(restaurant)) {
      expect(text.includes('GitHub, Inc.'), name).toBe(publishesToPages)
      expect(text.includes(restaurant.hostingProvider.name), name).toBe(!publishesToPages)
    }
  })

  it('has a deploy job for every target, and no deploy job that ignores it', () => {
    for (const [name, job] of Object.entries(jobs).filter(([, candidate]) =>
      needsBuild(candidate),
    )) {
      expect(job.if, name).toMatch(conditionOn.job)
    }
    for (const target of publishingTargets) expect(runFor(target).deployJobs).toHaveLength(1)
  })
})
