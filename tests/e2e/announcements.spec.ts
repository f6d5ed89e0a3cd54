// The owner's dated notices end to end (issue 19): pages built from a copy of content/ with one
// notice running now and one still to come. The prerendered page shows the first and keeps the
// second hidden; in the browser, days later, the page shows each notice on its days only, on the
// home page and in the order modal, in the page's language, however old the build is.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { stringify } from 'yaml'
import { contentDir } from '../../builder/content/load-site.ts'
import { suiteDate } from '../site/suite-site.ts'
import { expect, test } from './fixtures.ts'
import { type BuiltSite, buildPagesFrom, serveBuild } from './pages-from-content.ts'
import { languageCases } from './languages.ts'

/** Noon in Berlin on `isoDate` (an hour either way of the offset is still that day). */
const noonInBerlin = (isoDate: string) => new Date(`${isoDate}T12:00:00+01:00`)

const runningNow = {
  text: { de: 'Neu: Mittagstisch ab 11 Uhr', en: 'New: lunch menu from 11 am' },
  from: suiteDate(-1),
  to: suiteDate(1),
}
const comingLater = {
  text: { de: 'Heiligabend geschlossen', en: 'Closed on Christmas Eve' },
  from: suiteDate(5),
  to: suiteDate(6),
}

test.describe.configure({ mode: 'serial' })

let root: string
let site: BuiltSite

test.beforeAll(async () => {
  test.setTimeout(240_000)
  root = mkdtempSync(join(tmpdir(), 'announcements-'))
  cpSync(contentDir, join(root, 'content'), { recursive: true })
  writeFileSync(
    join(root, 'content/announcements.yaml'),
    stringify({ announcements: [runningNow, comingLater] }),
  )
  await buildPagesFrom(root)
  site = await serveBuild(root)
})

test.afterAll(() => {
  site?.close()
  if (root) rmSync(root, { recursive: true, force: true })
})

async function openOn(page: Page, path: string, isoDate: string) {
  await page.clock.setFixedTime(noonInBerlin(isoDate))
  await page.goto(`${site.origin}${path}`)
}

for (const { home: path, language, text } of languageCases) {
  const label = text.islandText.announcements.label
  const notices = (page: Page) => page.getByRole('complementary', { name: label })

  test(`${path}: the prerendered page shows the notice running at build time only`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${site.origin}${path}`)
    await expect(notices(page).getByText(runningNow.text[language])).toBeVisible()
    await expect(page.getByText(comingLater.text[language])).toBeHidden()
    await context.close()
  })

  test(`${path}: days after the build, the browser shows each notice on its days only`, async ({
    page,
  }) => {
    // The running notice has ended, the other has not begun: nothing to announce.
    await openOn(page, path, suiteDate(3))
    await expect(page.getByText(runningNow.text[language])).toBeHidden()
    await expect(page.getByText(comingLater.text[language])).toBeHidden()
    await expect(notices(page)).toBeHidden()

    // Its first day: the second notice shows on the home page and in the order modal.
    await openOn(page, path, comingLater.from)
    await expect(notices(page).getByText(comingLater.text[language])).toBeVisible()
    await expect(page.getByText(runningNow.text[language])).toBeHidden()
    await page.getByRole('link', { name: text.heroText.orderButton }).click()
    const modal = page.getByRole('dialog', { name: text.islandText.order.modalTitle })
    await expect(modal.getByText(comingLater.text[language])).toBeVisible()
    await expect(modal.getByText(runningNow.text[language])).toBeHidden()

    // The day after its last day: gone again.
    await openOn(page, path, suiteDate(7))
    await expect(page.getByText(comingLater.text[language])).toBeHidden()
  })
}
