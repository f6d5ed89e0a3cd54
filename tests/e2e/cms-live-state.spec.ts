// „Is it live?“ (issue 50): above the list of files the CMS says what became of the owner's last
// change — „Live seit …“, „Wird veröffentlicht …“ while the deploy runs, or „Nicht
// veröffentlicht: …“ with the report to send — from the commit the live site was built from
// (/version.json), the branch's head and the deploy workflow's run for it, read through GitHub's
// API with the owner's login. GitHub is a stub (fake-github.ts); the owner signs in from the first
// screen, on the phone.
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { contentDir, loadSite } from '../../builder/content/load-site.ts'
import { suiteCmsRepository } from '../site/suite-site.ts'
import { field, ownersPhone } from './cms-editor.ts'
import { type FakeGitHub, installFakeGitHub } from './fake-github.ts'
import { expect, test } from './fixtures.ts'

test.use(ownersPhone)

interface Site {
  github: FakeGitHub
  /** The commit the live site says it was built from (/version.json). */
  built: { commit: string; builtAt: string }
}

/** A repository of the suite's data on a stub GitHub; the owner signs in from the first screen. */
async function signInWithGitHub(
  page: Page,
  before: (site: Site) => void,
  run: (site: Site) => Promise<void>,
) {
  const root = mkdtempSync(join(tmpdir(), 'github-'))
  cpSync(contentDir, join(root, 'content'), { recursive: true })
  try {
    const github = await installFakeGitHub(page, { root, repository: suiteCmsRepository })
    const site: Site = { github, built: { commit: github.head(), builtAt: '2026-12-03T10:00:00Z' } }
    await page.route('**/version.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify(site.built) }),
    )
    before(site)
    await page.goto('/admin/')
    await page.getByRole('button', { name: 'Mit GitHub anmelden' }).tap()
    // The first screen lists the files at once; the editor starts with the one tapped.
    await expect(page.getByRole('link', { name: 'Speisekarte' })).toBeVisible({
      timeout: 30_000,
    })
    await run(site)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

const status = (page: Page) => page.locator('.live-status')

test('the live site shows the last change, then a new one is published and goes live', async ({
  page,
}) => {
  test.setTimeout(150_000)
  // Before the test's change: the site was built from the head, deployed at 11:03 Berlin time.
  const deployed = ({ github }: Site) =>
    github.runs.set(github.head(), {
      status: 'completed',
      conclusion: 'success',
      updatedAt: '2026-12-03T10:03:00Z',
    })
  await signInWithGitHub(page, deployed, async ({ github, built }) => {
    await expect(status(page)).toHaveText(
      'Live seit 11:03 Uhr: Die Website zeigt den letzten gespeicherten Stand.',
    )
    await expect(status(page)).toBeInViewport()

    // A new price, saved: a commit on the branch, its deploy running.
    const dish = loadSite().menu[0]!.items[0]!
    await page.getByRole('link', { name: 'Speisekarte', exact: true }).tap()
    await expect(page.getByRole('searchbox', { name: 'Gericht finden' })).toBeVisible({
      timeout: 30_000,
    })
    await expect(status(page)).toBeHidden()
    const search = page.getByRole('searchbox', { name: 'Gericht finden' })
    await search.tap()
    await search.pressSequentially(dish.number)
    await page.getByRole('button', { name: `${dish.number} ${dish.name.text}` }).tap()
    const price = field(page, 'categories.0.items.0.price').locator('input')
    await price.tap()
    await price.fill('5,20')
    await page.getByRole('button', { name: 'Speichern', exact: true }).tap()
    await expect(page.getByText(/Eintrag gespeichert/)).toBeVisible({ timeout: 30_000 })
    // Back at the editor's own list of files, the line says what became of the save.
    await expect(page.getByRole('treeitem', { name: 'Speisekarte' })).toBeVisible()
    expect(github.commits).toHaveLength(2)
    expect(github.commits[1]!.paths).toEqual(['content/menu.yaml'])
    github.runs.set(github.head(), { status: 'in_progress' })
    await expect(status(page)).toHaveText(
      'Wird veröffentlicht … Die Website zeigt die Änderung in wenigen Minuten.',
    )

    // The deploy finishes and the live site is built from the new head: asked again 15 s later
    // (the page's clock is moved on to then instead of waiting).
    github.runs.set(github.head(), {
      status: 'completed',
      conclusion: 'success',
      updatedAt: '2026-12-03T10:36:00Z',
    })
    built.commit = github.head()
    // A question still on its way as the clock moves on answers with the old state and asks
    // again 15 s after it came back: moved on again until the line has changed.
    await expect(async () => {
      await page.clock.fastForward(15_000)
      await expect(status(page)).toHaveText(
        'Live seit 11:36 Uhr: Die Website zeigt den letzten gespeicherten Stand.',
        { timeout: 1_000 },
      )
    }).toPass({ timeout: 10_000 })
  })
})

test('a deploy that failed says so, which step, and links its report', async ({ page }) => {
  test.setTimeout(90_000)
  const step = "Check the owner's data (names file, item and field of a mistake)"
  const failed = ({ github, built }: Site) => {
    built.commit = 'f'.repeat(40)
    github.runs.set(github.head(), { status: 'completed', conclusion: 'failure', failedStep: step })
  }
  await signInWithGitHub(page, failed, async () => {
    await expect(status(page)).toContainText(
      `Nicht veröffentlicht: Der Schritt „${step}“ ist fehlgeschlagen. Die Website zeigt weiter den vorigen Stand.`,
    )
    const report = status(page).getByRole('link', { name: 'Bericht öffnen' })
    await expect(report).toHaveAttribute(
      'href',
      new RegExp(`^https://github.com/${suiteCmsRepository}/actions/runs/`),
    )
    const box = (await report.boundingBox())!
    expect(box.height).toBeGreaterThanOrEqual(44)
  })
})
