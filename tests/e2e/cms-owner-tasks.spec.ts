// The owner's four weekly tasks in the CMS at /admin/, end to end, as the owner does them: on a
// 390 × 844 touch screen in German, with the thumb (every control tapped measures at least
// 44 × 44 px), nothing scrolling sideways, from the editor's list of files to „Speichern“ (issue
// 50). Each test prints the taps its task takes, saving included, and checks the saved YAML:
// - a Mittagstisch week with three dishes and two allergens each (at most 30 taps; 46 before);
// - a dish off until a date, found by the search (at most 9);
// - a new price, found by the search (at most 6);
// - a closure with its notice on the home page, typed once (at most 12; 19 before).
// The editor saves into the folder on this computer, as with `npm run admin` (cms-editor.ts).
import type { Page } from '@playwright/test'
import { loadSite } from '../../builder/content/load-site.ts'
import { join } from 'node:path'
import { rmSync } from 'node:fs'
import { formatEuro } from '#src/lib/format-price.ts'
import { suiteDate } from '../site/suite-site.ts'
import {
  addButton,
  countTaps,
  field,
  type OpenCms,
  type OwnerTaps,
  openCms,
  policyProblems,
  sidewaysScrolling,
  ownersPhone,
} from './cms-editor.ts'
import { expect, test } from './fixtures.ts'
import { buildPagesFrom, checkContentOf, serveBuild } from './pages-from-content.ts'

test.use(ownersPhone)

/** Runs `task` from the editor's list of files, counting its taps; prints and returns them. */
async function ownerTask(
  page: Page,
  name: string,
  task: (taps: OwnerTaps, cms: OpenCms) => Promise<void>,
): Promise<{ taps: OwnerTaps; cms: OpenCms }> {
  const problems = policyProblems(page)
  const cms = await openCms(page)
  const taps = countTaps()
  await task(taps, cms)
  console.log(`${name}: ${taps.count} taps (${taps.log.join(', ')})`)
  test.info().annotations.push({ type: 'taps', description: `${name}: ${taps.count}` })
  expect(taps.small, 'controls smaller than 44 × 44 px').toEqual([])
  expect(problems).toEqual([])
  return { taps, cms }
}

async function fitsTheScreen(page: Page, where: string) {
  expect(await sidewaysScrolling(page), where).toEqual([])
}

/** Taps „Speichern“ and waits until the editor has saved and gone back to the list of files. */
async function save(page: Page, taps: OwnerTaps) {
  await taps.tap(page.getByRole('button', { name: 'Speichern', exact: true }), 'Speichern')
  await expect(page.getByText(/Eintrag gespeichert/)).toBeVisible({ timeout: 30_000 })
}

/** Opens a data file from the editor's list of files. */
async function openFile(page: Page, taps: OwnerTaps, label: string) {
  await taps.tap(page.getByRole('treeitem', { name: label, exact: true }), label)
  await expect(field(page, 'cmsTools')).toBeAttached()
}

/** The tapped control, filled: a date field, a text field. */
async function enter(page: Page, taps: OwnerTaps, keyPath: string, value: string, what: string) {
  const input = field(page, keyPath).locator('input, textarea').first()
  await taps.tap(input, what)
  await input.fill(value)
}

/** The week after the suite's last Mittagstisch week: Monday to Friday. */
function weekAfterTheLast(cms: OpenCms) {
  const { weeks } = cms.original('lunch') as { weeks: { to: string }[] }
  const lastDay = weeks
    .map((week) => week.to)
    .sort()
    .at(-1)!
  const monday = new Date(`${lastDay}T12:00:00Z`)
  do monday.setUTCDate(monday.getUTCDate() + 1)
  while (monday.getUTCDay() !== 1)
  const day = (offset: number) =>
    new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
  return { from: day(0), to: day(4) }
}

test('a Mittagstisch week with three dishes and two allergens each: at most 30 taps', async ({
  page,
}) => {
  test.setTimeout(180_000)
  let week = { from: '', to: '' }
  const dishes = [
    { name: 'Dal Tadka', price: '7,50', allergens: ['A1', 'G'] },
    { name: 'Chicken Tikka Masala', price: '9,90', allergens: ['G', 'I'] },
    { name: 'Aloo Gobi', price: '7,90', allergens: ['F', 'J'] },
  ]
  const { taps, cms } = await ownerTask(page, 'Mittagstisch week', async (taps, cms) => {
    week = weekAfterTheLast(cms)
    const weekCount = (cms.original('lunch') as { weeks: unknown[] }).weeks.length
    await openFile(page, taps, 'Mittagstisch')
    await taps.tap(page.getByRole('button', { name: addButton('Woche') }), 'Woche hinzufügen')
    const at = `weeks.${weekCount}`
    await enter(page, taps, `${at}.from`, week.from, 'Erster Tag')
    await enter(page, taps, `${at}.to`, week.to, 'Letzter Tag')
    for (const [index, dish] of dishes.entries()) {
      await taps.tap(
        field(page, `${at}.offers`)
          .getByRole('button', { name: addButton('Gericht') })
          .last(),
        'Gericht hinzufügen',
      )
      await enter(page, taps, `${at}.offers.${index}.name.de`, dish.name, 'Name')
      await enter(page, taps, `${at}.offers.${index}.price`, dish.price, 'Preis')
      for (const code of dish.allergens) {
        const allergens = field(page, `${at}.offers.${index}.allergens`)
        await taps.tap(
          allergens.getByRole('checkbox', { name: new RegExp(`^${code} – `) }),
          `Allergen ${code}`,
        )
      }
      await fitsTheScreen(page, `dish ${index + 1}`)
    }
    await save(page, taps)
  })
  expect(taps.count).toBeLessThanOrEqual(30)
  const original = cms.original('lunch') as { weeks: unknown[] }
  expect(await cms.saved('lunch')).toEqual({
    ...original,
    weeks: [
      ...original.weeks,
      {
        ...week,
        offers: dishes.map(({ name, price, allergens }) => ({
          name: { de: name },
          price,
          allergens,
        })),
      },
    ],
  })
  const root = await cms.copyOut()
  try {
    expect(await checkContentOf(root)).toBe(0)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})

interface RawMenu {
  categories: {
    title: { de: string }
    items: { number: string; name: { de: string }; price: string }[]
  }[]
}

/** Finds a dish with the search at the top of the menu's form and opens it. */
async function findDish(page: Page, taps: OwnerTaps, query: string, dishName: string) {
  const search = page.getByRole('searchbox', { name: 'Gericht finden' })
  await taps.tap(search, 'Gericht finden')
  await search.pressSequentially(query)
  await taps.tap(
    page.getByRole('list', { name: 'Gefundene Gerichte' }).getByRole('button', { name: dishName }),
    `Treffer ${dishName}`,
  )
}

/** Where the dish `number` is in the menu's data: `categories.3.items.2`, and the dish. */
function dishAt(menu: RawMenu, number: string) {
  for (const [c, category] of menu.categories.entries()) {
    const i = category.items.findIndex((item) => item.number === number)
    if (i >= 0) return { keyPath: `categories.${c}.items.${i}`, dish: category.items[i]! }
  }
  throw new Error(`no dish ${number} on the menu`)
}

/** The menu with the dish at `keyPath` changed by `change`. */
function menuWith(menu: RawMenu, keyPath: string, change: (dish: Record<string, unknown>) => void) {
  const copy = structuredClone(menu)
  const [, c, , i] = keyPath.split('.').map(Number)
  change(copy.categories[c!]!.items[i!]! as unknown as Record<string, unknown>)
  return copy
}

test('a dish off until a date, found by its name: at most 9 taps', async ({ page }) => {
  test.setTimeout(120_000)
  const until = suiteDate(7)
  let keyPath = ''
  const { taps, cms } = await ownerTask(page, 'dish off until a date', async (taps, cms) => {
    const menu = cms.original('menu') as RawMenu
    const found = dishAt(menu, loadSite().specialties[1]!.dish)
    keyPath = found.keyPath
    await openFile(page, taps, 'Speisekarte')
    await findDish(
      page,
      taps,
      found.dish.name.de.split(' ')[0]!,
      `${found.dish.number} ${found.dish.name.de}`,
    )
    await enter(page, taps, `${keyPath}.unavailableUntil`, until, 'Nicht erhältlich bis')
    await fitsTheScreen(page, 'the dish found')
    await save(page, taps)
  })
  expect(taps.count).toBeLessThanOrEqual(9)
  const menu = cms.original('menu') as RawMenu
  expect(await cms.saved('menu')).toEqual(
    menuWith(menu, keyPath, (dish) => (dish.unavailableUntil = until)),
  )
})

test("a new price, found by the dish's number: at most 6 taps; the rebuilt site shows it", async ({
  page,
}) => {
  test.setTimeout(300_000)
  let keyPath = ''
  let price = ''
  let newCents = 0
  const { taps, cms } = await ownerTask(page, 'new price', async (taps, cms) => {
    const menu = cms.original('menu') as RawMenu
    const found = dishAt(menu, loadSite().specialties[0]!.dish)
    keyPath = found.keyPath
    newCents = Number(found.dish.price.replace(',', '')) + 60
    price = formatEuro(newCents, 'de').replace(/\s*€$/, '')
    await openFile(page, taps, 'Speisekarte')
    await findDish(page, taps, found.dish.number, `${found.dish.number} ${found.dish.name.de}`)
    await enter(page, taps, `${keyPath}.price`, price, 'Preis')
    await save(page, taps)
  })
  expect(taps.count).toBeLessThanOrEqual(6)
  const menu = cms.original('menu') as RawMenu
  expect(await cms.saved('menu')).toEqual(menuWith(menu, keyPath, (dish) => (dish.price = price)))
  // Only the price's line changes in the file.
  const before = cms.originalText('menu.yaml').split('\n')
  const after = (await cms.savedText('menu.yaml')).split('\n')
  expect(after.filter((line, index) => line !== before[index])).toEqual([
    expect.stringMatching(new RegExp(`^\\s+price: ${price}$`)),
  ])
  // Built from the saved files, the site shows it: on the specialty card and on the menu.
  const root = await cms.copyOut()
  try {
    await buildPagesFrom(root)
    const rebuilt = await serveBuild(root)
    try {
      const { dish } = dishAt(menu, loadSite().specialties[0]!.dish)
      const shown = formatEuro(newCents, 'de')
      await page.goto(`${rebuilt.origin}/`)
      const card = page
        .locator('article')
        .filter({ has: page.getByRole('heading', { name: dish.name.de }) })
      await expect(card).toContainText(shown)
      await page.goto(`${rebuilt.origin}/speisekarte`)
      await expect(
        page.locator('li.menu-item').filter({ hasText: dish.name.de }).first(),
      ).toContainText(shown)
    } finally {
      rebuilt.close()
    }
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})

test('a closure with its notice on the home page, typed once: at most 12 taps', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const closure = {
    from: suiteDate(39),
    to: suiteDate(50),
    announcement: { de: 'Betriebsurlaub vom 11. bis 22. Januar' },
    noticeFrom: suiteDate(30),
  }
  const { taps, cms } = await ownerTask(page, 'closure with its notice', async (taps, cms) => {
    const count = (cms.original('hours') as { closures: unknown[] }).closures.length
    await openFile(page, taps, 'Öffnungszeiten & Schließtage')
    await taps.tap(
      page.getByRole('button', { name: addButton('Schließzeit') }),
      'Schließzeit hinzufügen',
    )
    const at = `closures.${count}`
    await enter(page, taps, `${at}.from`, closure.from, 'Geschlossen vom')
    await enter(page, taps, `${at}.to`, closure.to, 'bis einschließlich')
    await enter(page, taps, `${at}.announcement.de`, closure.announcement.de, 'Hinweis (Deutsch)')
    await enter(page, taps, `${at}.noticeFrom`, closure.noticeFrom, 'Auch auf der Startseite ab')
    await fitsTheScreen(page, 'the new closure')
    await save(page, taps)
  })
  expect(taps.count).toBeLessThanOrEqual(12)
  const hours = cms.original('hours') as { closures: unknown[] }
  expect(await cms.saved('hours')).toEqual({ ...hours, closures: [...hours.closures, closure] })
  // The build reads it as a notice of the home page and the order modal too, from its first day.
  const root = await cms.copyOut()
  try {
    expect(loadSite('de', join(root, 'content')).announcements).toContainEqual({
      text: { text: closure.announcement.de },
      from: closure.noticeFrom,
      to: closure.to,
    })
    expect(await checkContentOf(root)).toBe(0)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})
