// The owner's delivery terms and notices on the ordering page, end to end (issue 34): pages built
// from a copy of content/ with Otterbach's fee and minimum order changed and with one notice
// running now and one still to come. One build shows the new amounts wherever the terms appear —
// the ordering page, the order modal, the menu's price note and the printed flyer — and the
// ordering page shows each notice on its days.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { parse, stringify } from 'yaml'
import { contentDir } from '../../builder/content/load-site.ts'
import { pdfPageTexts } from '../pdf-text.ts'
import { suiteDate } from '../site/suite-site.ts'
import { expect, test } from './fixtures.ts'
import { type BuiltSite, buildPagesFrom, serveBuild } from './pages-from-content.ts'
import { caseFor } from './languages.ts'
import { printPage } from './print.ts'
import { waitForIslandsArmed } from './wait-for-hydration.ts'

const runningNow = {
  text: { de: 'Heute liefern wir bis 23 Uhr' },
  from: suiteDate(-1),
  to: suiteDate(1),
}
const comingLater = {
  text: { de: 'Silvester keine Lieferung' },
  from: suiteDate(5),
  to: suiteDate(6),
}

/** Written out: the amounts the owner typed, as the German pages print them. */
const edited = { fee: '0,90', minimumOrder: '11,00' }

test.describe.configure({ mode: 'serial' })

let root: string
let site: BuiltSite

test.beforeAll(async () => {
  test.setTimeout(240_000)
  root = mkdtempSync(join(tmpdir(), 'delivery-'))
  cpSync(contentDir, join(root, 'content'), { recursive: true })
  const deliveryFile = join(root, 'content/delivery.yaml')
  const delivery = parse(readFileSync(deliveryFile, 'utf8'))
  const otterbach = delivery.areas.find((area: { place: string }) => area.place === 'Otterbach')
  otterbach.fee = edited.fee
  otterbach.minimumOrder = edited.minimumOrder
  writeFileSync(deliveryFile, stringify(delivery))
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

const euro = (amount: string) => `${amount} €`

test('the edited fee and minimum order show on the ordering page', async ({ page }) => {
  await page.goto(`${site.origin}/bestellen`)
  const row = page.locator('#liefergebiete').getByRole('row').filter({ hasText: 'Otterbach' })
  await expect(row).toContainText(euro(edited.fee))
  await expect(row).toContainText(euro(edited.minimumOrder))
})

test('and in the order modal, the menu’s price note and the printed flyer', async ({ page }) => {
  const { text } = caseFor('de')
  await page.goto(`${site.origin}/`)
  await waitForIslandsArmed(page)
  await page.getByRole('link', { name: text.heroText.orderButton }).click()
  const modal = page.getByRole('dialog', { name: text.islandText.order.modalTitle })
  await expect(modal).toContainText(`Liefergebühr ab ${euro(edited.fee)}`)
  await expect(modal).toContainText(`Mindestbestellwert ab ${euro(edited.minimumOrder)}`)

  await page.goto(`${site.origin}/speisekarte`)
  await expect(page.getByText(`zzgl. Liefergebühr ab ${euro(edited.fee)}`)).toBeVisible()
  const printed = (
    await pdfPageTexts(await printPage(page, { order: 'in one task', format: 'A4' }))
  )
    .join(' ')
    .replace(/\s+/g, ' ')
  expect(printed).toContain(
    `Otterbach (67731): Mindestbestellwert ${euro(edited.minimumOrder)}, Liefergebühr ${euro(edited.fee)}`,
  )
})

async function openOn(page: Page, path: string, isoDate: string) {
  await page.clock.setFixedTime(new Date(`${isoDate}T12:00:00+01:00`))
  await page.goto(`${site.origin}${path}`)
}

for (const language of ['de', 'en'] as const) {
  const { orderPage: path, text } = caseFor(language)
  test(`${path} shows each notice on its days, with and without JavaScript`, async ({
    page,
    browser,
  }) => {
    const label = text.islandText.announcements.label
    const notices = page.getByRole('complementary', { name: label })
    const context = await browser.newContext({ javaScriptEnabled: false })
    const prerendered = await context.newPage()
    await prerendered.goto(`${site.origin}${path}`)
    await expect(prerendered.getByText(runningNow.text.de)).toBeVisible()
    await expect(prerendered.getByText(comingLater.text.de)).toBeHidden()
    await context.close()

    await openOn(page, path, comingLater.from)
    const notice = notices.getByText(comingLater.text.de)
    await expect(notice).toBeVisible()
    // The owner wrote it in German only: the English page shows it in German, marked lang="de".
    await expect(notice.locator('xpath=ancestor-or-self::*[@lang][1]')).toHaveAttribute(
      'lang',
      'de',
    )
    await expect(page.getByText(runningNow.text.de)).toBeHidden()
    await openOn(page, path, suiteDate(7))
    await expect(page.getByText(comingLater.text.de)).toBeHidden()
  })
}
