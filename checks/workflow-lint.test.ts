import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

// `npm run lint` checks the deploy workflow with action-validator (GitHub's workflow schema,
// compiled to WebAssembly: it runs offline). These prove it passes ours and fails a broken one.
const validate = (file: string) =>
  spawnSync('npx', ['action-validator', file], { encoding: 'utf8', shell: false })

// Each case starts action-validator through npx: seconds on a busy machine.
describe('the deploy workflow', { timeout: 30_000 }, () => {
  it('is valid', () => {
    const result = validate('.github/workflows/deploy.yml')
    expect(result.stdout + result.stderr).not.toMatch(/"errors"/)
    expect(result.status).toBe(0)
  })

  it('fails the lint when broken: a misspelt key, a deploy without its build', () => {
    const broken = readFileSync('.github/workflows/deploy.yml', 'utf8')
      .replace('runs-on: ubuntu-latest', 'runs-onn: ubuntu-latest')
      .replace('needs: [build, launch-gate]', 'needs: [build, launch-gate')
    const file = join(mkdtempSync(join(tmpdir(), 'workflow-')), 'deploy.yml')
    writeFileSync(file, broken)
    expect(validate(file).status).not.toBe(0)
  })

  it('never deploys what did not pass the content check, the build and the launch gate', () => {
    const text = readFileSync('.github/workflows/deploy.yml', 'utf8')
    const { jobs } = parse(text) as {
      jobs: Record<string, { needs?: string | string[]; steps: { run?: string }[] }>
    }
    const deployJobs = Object.keys(jobs).filter((name) => name.startsWith('deploy-'))
    // One deploy job per publishing target (builder/publishing-target.test.ts), each after the
    // build and the launch gate (ADR 032), which runs npm run check:launch.
    expect(deployJobs).toEqual(['deploy-github-pages', 'deploy-own-server'])
    for (const name of deployJobs) {
      expect([jobs[name]!.needs].flat(), name).toEqual(['build', 'launch-gate'])
    }
    expect(jobs['launch-gate']!.steps.map((step) => step.run)).toContain('npm run check:launch')
    expect(text.indexOf('npm run check:content')).toBeLessThan(text.indexOf('npm run build'))
  })
})
