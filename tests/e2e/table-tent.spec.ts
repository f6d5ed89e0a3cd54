// /speisekarte/aufsteller: the owner's printable table tent with two QR codes (issue 20), in German
// only: its codes lead where they say, it is for the owner alone (not indexed, not in the sitemap),
// and it prints as one A6 card.
import { uiTexts } from '#src/i18n/index.ts'
import { decodeQrCodes } from '../decode-qr.ts'
import { expect, test } from './fixtures.ts'
import { printPage } from './print.ts'
import { loadSite } from '../../builder/content/load-site.ts'

const { restaurant } = loadSite('de')
// The table tent exists in German only.
const { pageMeta } = uiTexts.de

const path = '/speisekarte/aufsteller'

test('each QR code on the table tent decodes to its address; the page is for the owner: noindex, no canonical, not in the sitemap', async ({
  page,
  request,
}) => {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageMeta.tableTent.heading)
  // The codes alone are no price list (§ 13 PAngV): the card says where the printed menu is.
  await expect(
    page.getByText(
      'Gedruckte Speisekarte mit Preisen, Allergenen und Zusatzstoffen erhalten Sie bei unserem Personal.',
    ),
  ).toBeVisible()
  // The ordering code leads to the site's ordering page: the terms are read before ordering.
  const expected = [`${restaurant.siteUrl}/speisekarte`, `${restaurant.siteUrl}/bestellen`]
  const codes = page.locator('[data-qr]')
  await expect(codes).toHaveCount(expected.length)
  for (const [index, url] of expected.entries()) {
    const code = codes.nth(index)
    await expect(code).toHaveAttribute('role', 'img')
    const shot = await code.screenshot()
    expect(await decodeQrCodes(new Uint8Array(shot))).toEqual([url])
  }

  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/speisekarte</loc>')
  expect(sitemap).not.toContain('aufsteller')
})

// The card has no script, so nothing of it reacts to the print events: one print order is the
// other's duplicate here.
test('it prints as one A6 card without the site around it', async ({ page }) => {
  await page.goto(path)
  expect(await page.locator('script').count()).toBe(0)
  const pdf = (await printPage(page, { order: 'in one task' })).toString('latin1')
  expect((pdf.match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBe(1)
  // A6 portrait is 105 × 148 mm: 297.6 × 419.5 points.
  const box = pdf.match(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/)
  expect(box).not.toBeNull()
  expect(Math.abs(Number(box![1]) - 297.6)).toBeLessThan(1)
  expect(Math.abs(Number(box![2]) - 419.5)).toBeLessThan(1)
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByText(pageMeta.tableTent.printHint)).toBeHidden()
})
