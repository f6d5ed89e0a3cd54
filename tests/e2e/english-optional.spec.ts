// English is optional for what the owner writes (issue 35, ADR 027): on the suites' site one dish of
// the menu has no English description (tests/site/suite-content.ts, `suiteMenu.germanOnly`). The
// English menu shows the German description, marked `lang="de"` on its element, so a screen reader
// reads it as German, and its search finds the dish by those words; the German pages and the texts
// that have their English carry no mark. (The Mittagstisch's German-only description: lunch.spec.ts;
// a specialty card's: src/features/home/specialty-cards.test.tsx.)
import type { Page } from '@playwright/test'
import { suiteMenu } from '../site/suite-content.ts'
import { expect, test } from './fixtures.ts'
import { caseFor, menuItems, sameDish } from './languages.ts'
import { menuRows } from './menu-rows.ts'
import { waitForIslandsArmed } from './wait-for-hydration.ts'

const { number } = suiteMenu.germanOnly
const dishIn = (language: 'de' | 'en') =>
  menuItems(caseFor(language)).find((item) => item.number === number)!
const germanDescription = dishIn('de').description!.text
/** A dish that keeps its English description. */
const translated = sameDish(caseFor('en'), 'Pizza Margherita')
/** A word of the German description that no English text of the menu has. */
const germanWord = 'Mandeln'

/** The menu row of the dish numbered `number`. */
const dishRow = (page: Page, dish: string) =>
  page
    .locator(menuRows)
    .filter({ has: page.locator('.menu-item-number', { hasText: new RegExp(`^${dish}$`) }) })

test('/en/menu shows the German description of a dish without an English one, marked lang="de", and its search finds it by those words', async ({
  page,
}) => {
  // The English data carry the German text, marked (builder/content/load-site.ts).
  expect(dishIn('en').description).toEqual({ text: germanDescription, lang: 'de' })
  expect(germanDescription).toContain(germanWord)
  const withWord = menuItems(caseFor('en')).filter((item) =>
    `${item.name.text} ${item.description?.text ?? ''}`.includes(germanWord),
  )
  expect(withWord.map((item) => item.number)).toEqual([number])

  await page.goto('/en/menu')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const row = dishRow(page, number)
  const description = row.locator('.menu-item-description')
  await expect(description).toHaveText(germanDescription)
  await expect(description).toHaveAttribute('lang', 'de')
  // Its English name, and a dish with its English description, carry no mark.
  await expect(row).toContainText(dishIn('en').name.text)
  await expect(row.locator('[lang]')).toHaveCount(1)
  const other = dishRow(page, translated.number).locator('.menu-item-description')
  await expect(other).toHaveText(translated.description!.text)
  await expect(other).not.toHaveAttribute('lang')
  // The search finds the dish by the words it shows, German ones included.
  await waitForIslandsArmed(page)
  await page.getByRole('searchbox').fill(germanWord)
  await expect(dishRow(page, translated.number)).toBeHidden()
  await expect(row).toBeVisible()
  await expect(page.locator(`#gerichte ${menuRows}:visible`)).toHaveCount(1)
})

test('the German menu shows the description unmarked, as before', async ({ page }) => {
  await page.goto('/speisekarte')
  const description = dishRow(page, number).locator('.menu-item-description')
  await expect(description).toHaveText(germanDescription)
  await expect(page.locator('main [lang]')).toHaveCount(0)
})
