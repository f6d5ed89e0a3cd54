// English is optional for what the owner writes (issue 35, ADR 027): pages built from a copy of
// content/ in which one dish has no English description. The build passes; the English pages show
// the German description, marked `lang="de"` on its element, so a screen reader reads it as
// German; the German pages and the texts that have their English carry no mark.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { parse, stringify } from 'yaml'
import { contentDir } from '../../builder/content/load-site.ts'
import { expect, test } from './fixtures.ts'
import { type BuiltSite, buildPagesFrom, serveBuild } from './pages-from-content.ts'
import { caseFor, sameDish } from './languages.ts'
import { waitForIslandsArmed } from './wait-for-hydration.ts'

/** Butter Chicken: on the menu and on a specialty card of the home page. */
const untranslated = sameDish(caseFor('de'), 'Butter Chicken')
const germanDescription = untranslated.description!.text
/** A dish that keeps its English description. */
const translated = sameDish(caseFor('en'), 'Pizza Margherita')

interface RawMenu {
  categories: { items: { number: string; description?: { de: string; en?: string } }[] }[]
}

test.describe.configure({ mode: 'serial' })

let root: string
let site: BuiltSite

test.beforeAll(async () => {
  test.setTimeout(240_000)
  root = mkdtempSync(join(tmpdir(), 'english-optional-'))
  cpSync(contentDir, join(root, 'content'), { recursive: true })
  const menuFile = join(root, 'content/menu.yaml')
  const menu = parse(readFileSync(menuFile, 'utf8')) as RawMenu
  const dish = menu.categories
    .flatMap((category) => category.items)
    .find((item) => item.number === untranslated.number)!
  delete dish.description!.en
  writeFileSync(menuFile, stringify(menu))
  await buildPagesFrom(root)
  site = await serveBuild(root)
})

test.afterAll(() => {
  site?.close()
  if (root) rmSync(root, { recursive: true, force: true })
})

/** The menu row of the dish numbered `number`. */
const dishRow = (page: Page, number: string) =>
  page
    .locator('li.menu-item')
    .filter({ has: page.locator('.menu-item-number', { hasText: new RegExp(`^${number}$`) }) })

test('/en/menu shows the German description of a dish without an English one, marked lang="de"', async ({
  page,
}) => {
  await page.goto(`${site.origin}/en/menu`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const description = dishRow(page, untranslated.number).locator('.menu-item-description')
  await expect(description).toHaveText(germanDescription)
  await expect(description).toHaveAttribute('lang', 'de')
  // Its English name, and a dish with its English description, carry no mark.
  const row = dishRow(page, untranslated.number)
  await expect(row).toContainText(sameDish(caseFor('en'), 'Butter Chicken').name.text)
  await expect(row.locator('[lang]')).toHaveCount(1)
  const other = dishRow(page, translated.number).locator('.menu-item-description')
  await expect(other).toHaveText(translated.description!.text)
  await expect(other).not.toHaveAttribute('lang')
  // The search finds the dish by the words it shows, German ones included.
  await waitForIslandsArmed(page)
  await page.getByRole('searchbox').fill('Ingwer')
  await expect(dishRow(page, translated.number)).toBeHidden()
  await expect(dishRow(page, untranslated.number)).toBeVisible()
})

test('the English home page marks the same description on the specialty card', async ({ page }) => {
  await page.goto(`${site.origin}/en/`)
  const card = page.locator('article').filter({ hasText: germanDescription })
  await expect(card.getByText(germanDescription)).toHaveAttribute('lang', 'de')
})

test('the German menu shows the description unmarked, as before', async ({ page }) => {
  await page.goto(`${site.origin}/speisekarte`)
  const description = dishRow(page, untranslated.number).locator('.menu-item-description')
  await expect(description).toHaveText(germanDescription)
  await expect(page.locator('main [lang]')).toHaveCount(0)
})
