// Nothing the owner typed is lost (issue 50), on the owner's phone (390 × 844, touch, German):
// - adding a second allergen keeps the first: each allergen is a box of its own, 44 × 44 px, and
//   the tap lands on the box tapped (Decap's chips put a 22 × 25 px „ד over the field, and the
//   tap meant to add removed the first allergen instead);
// - an item added and saved, then deleted in the same visit, is gone from the file after the
//   next save and after a reload (Decap kept „Änderungen gespeichert“ and the item came back);
// - removing a week or a category asks first and says what goes; „Behalten“ keeps it.
import type { Page } from '@playwright/test'
import { suiteLunch } from '../site/suite-content.ts'
import { addButton, field, openCms, swipeTo, ownersPhone } from './cms-editor.ts'
import { expect, test } from './fixtures.ts'

test.use(ownersPhone)

async function type(page: Page, keyPath: string, value: string) {
  const input = field(page, keyPath).locator('input, textarea').first()
  await swipeTo(input)
  await input.tap()
  await input.fill(value)
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Speichern', exact: true }).tap()
  await expect(page.getByText(/Eintrag gespeichert/)).toBeVisible({ timeout: 30_000 })
}

interface RawLunch {
  weeks: { from: string; offers: { name: { de: string }; allergens?: string[] }[] }[]
}

/** The list item `index` of the list at `keyPath`, by the position its body names. */
const item = (page: Page, keyPath: string, index: number) =>
  field(page, keyPath).locator(`.item:has(> [id$="-item-${index}-body"])`)

test('a second allergen tapped is added beside the first, which stays', async ({ page }) => {
  test.setTimeout(120_000)
  const cms = await openCms(page)
  const lunch = cms.original('lunch') as RawLunch
  const week = lunch.weeks.findIndex(({ from }) => from === suiteLunch.running.from)
  const offer = lunch.weeks[week]!.offers.findIndex(({ allergens }) => allergens?.length === 1)
  const [first] = lunch.weeks[week]!.offers[offer]!.allergens!
  expect(first).toBe('G')
  await page.getByRole('treeitem', { name: 'Mittagstisch', exact: true }).tap()
  const search = page.getByRole('searchbox', { name: 'Gericht finden' })
  await search.tap()
  await search.pressSequentially(lunch.weeks[week]!.offers[offer]!.name.de)
  await page.getByRole('list', { name: 'Gefundene Gerichte' }).getByRole('button').first().tap()
  const allergens = field(page, `weeks.${week}.offers.${offer}.allergens`)
  const second = allergens.getByRole('checkbox', { name: /^A1 – / })
  await swipeTo(second)
  // The box is a thumb's size, and what is under its middle is the box itself.
  const box = (await second.boundingBox())!
  expect(box.width).toBeGreaterThanOrEqual(44)
  expect(box.height).toBeGreaterThanOrEqual(44)
  const hit = await page.evaluate(
    ({ x, y }) =>
      document.elementFromPoint(x, y)?.closest('[role=checkbox]')?.getAttribute('value'),
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  )
  expect(hit).toBe('A1')
  await second.tap()
  await expect(allergens.getByRole('checkbox', { checked: true })).toHaveCount(2)
  await save(page)
  const saved = (await cms.saved('lunch')) as RawLunch
  expect(saved.weeks[week]!.offers[offer]!.allergens).toEqual(['A1', 'G'])
})

test('a dish added and saved, then deleted in the same visit, is gone for good', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const cms = await openCms(page)
  const lunch = cms.original('lunch') as RawLunch
  const week = lunch.weeks.findIndex(({ from }) => from === suiteLunch.running.from)
  const offers = `weeks.${week}.offers`
  const count = lunch.weeks[week]!.offers.length
  await page.getByRole('treeitem', { name: 'Mittagstisch', exact: true }).tap()
  const search = page.getByRole('searchbox', { name: 'Gericht finden' })
  await search.tap()
  await search.pressSequentially(lunch.weeks[week]!.offers[0]!.name.de)
  await page.getByRole('list', { name: 'Gefundene Gerichte' }).getByRole('button').first().tap()
  const add = field(page, offers)
    .getByRole('button', { name: addButton('Gericht') })
    .last()
  await swipeTo(add)
  await add.tap()
  await type(page, `${offers}.${count}.name.de`, 'Gemüse-Biryani')
  await type(page, `${offers}.${count}.price`, '8,90')
  await save(page)
  // The toast may come a moment before the file is written.
  await expect
    .poll(async () => ((await cms.saved('lunch')) as RawLunch).weeks[week]!.offers.length)
    .toBe(count + 1)

  // The same visit: open it again, delete the new dish, save.
  await page.getByRole('treeitem', { name: 'Mittagstisch', exact: true }).tap()
  await search.tap()
  await search.pressSequentially('Biryani')
  await page.getByRole('list', { name: 'Gefundene Gerichte' }).getByRole('button').first().tap()
  const added = item(page, offers, count)
  await added.getByRole('button', { name: 'Entfernen' }).tap()
  await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).tap()
  await expect(page.getByText('Gemüse-Biryani')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Speichern', exact: true })).toBeEnabled()
  await save(page)
  // The toast of the first save may still stand: the file is read until the second save is in.
  await expect
    .poll(async () =>
      ((await cms.saved('lunch')) as RawLunch).weeks[week]!.offers.map(({ name }) => name.de),
    )
    .toEqual(lunch.weeks[week]!.offers.map(({ name }) => name.de))
  // After a reload the editor reads the file again: the dish stays gone.
  await page.reload()
  await page.getByRole('treeitem', { name: 'Mittagstisch', exact: true }).tap()
  await search.tap()
  await search.pressSequentially('Biryani')
  await expect(page.getByText('Kein Gericht gefunden')).toBeVisible()
})

test('removing a week or a category asks first and says what goes; „Behalten“ keeps it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const cms = await openCms(page)
  const lunch = cms.original('lunch') as RawLunch
  const week = lunch.weeks.findIndex(({ from }) => from === suiteLunch.running.from)
  const dishes = lunch.weeks[week]!.offers.length
  await page.getByRole('treeitem', { name: 'Mittagstisch', exact: true }).tap()
  const weekItem = item(page, 'weeks', week)
  await swipeTo(weekItem)
  // Folded, the week says its days with the months named, as the question below does.
  await expect(weekItem.locator(':scope > .item-body > .summary')).toHaveText(
    '30. November – 6. Dezember 2026',
  )
  const remove = weekItem.locator(':scope > .header').getByRole('button', { name: 'Entfernen' })
  const removeBox = (await remove.boundingBox())!
  expect(Math.min(removeBox.width, removeBox.height)).toBeGreaterThanOrEqual(44)
  await remove.tap()
  const dialog = page.getByRole('dialog', {
    name: 'Woche 30. November – 6. Dezember 2026 löschen?',
  })
  await expect(dialog).toContainText(`Mit ${dishes} Gerichten.`)
  await dialog.getByRole('button', { name: 'Behalten' }).tap()
  await expect(dialog).toHaveCount(0)
  await expect(weekItem).toBeVisible()
  await expect(page.getByRole('button', { name: 'Speichern', exact: true })).toBeDisabled()

  await remove.tap()
  await dialog.getByRole('button', { name: 'Löschen' }).tap()
  await save(page)
  const saved = (await cms.saved('lunch')) as RawLunch
  expect(saved.weeks.map(({ from }) => from)).toEqual(
    lunch.weeks.map(({ from }) => from).filter((from) => from !== suiteLunch.running.from),
  )

  // A category says its dishes too.
  const menu = cms.original('menu') as { categories: { title: { de: string }; items: unknown[] }[] }
  await page.getByRole('treeitem', { name: 'Speisekarte', exact: true }).tap()
  const first = item(page, 'categories', 0)
  await swipeTo(first)
  await first.locator(':scope > .header').getByRole('button', { name: 'Entfernen' }).tap()
  const asked = page.getByRole('dialog', {
    name: `Kategorie „${menu.categories[0]!.title.de}“ löschen?`,
  })
  await expect(asked).toContainText(`Mit ${menu.categories[0]!.items.length} Gerichten.`)
  await asked.getByRole('button', { name: 'Behalten' }).tap()
  await expect(first).toBeVisible()
})
