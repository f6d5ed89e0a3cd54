import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatEuro } from '@/lib/format-price'
import { loadSite } from './load-site'

/** Every .ts/.tsx file the site is built from (tests excluded). */
function sourceFiles(dir = 'src'): { file: string; code: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$|\.d\.ts$/.test(entry.name)) return []
    return [{ file: path, code: readFileSync(path, 'utf8') }]
  })
}

describe('the owner data lives in content/, not in code', () => {
  it('no .ts/.tsx file holds a price, a dish, an hour or a restaurant fact', () => {
    const { restaurant, menu, hours } = loadSite()
    const items = menu.flatMap((category) => category.items)
    const englishItems = loadSite('en').menu.flatMap((category) => category.items)
    const facts = [
      restaurant.name,
      restaurant.owner,
      restaurant.phone,
      restaurant.email,
      restaurant.address.street,
      new URL(restaurant.orderingUrl).host,
      new URL(restaurant.siteUrl).host,
      restaurant.hostingProvider.name,
      restaurant.supervisoryAuthority.name,
      ...items.map((item) => item.name),
      ...englishItems.map((item) => item.name),
      ...items.map((item) => `'${formatEuro(item.priceCents, 'de').replace('\u00a0€', '')}'`),
      ...items.map((item) => `'${formatEuro(item.priceCents, 'en')}'`),
      ...Object.values(hours.weekly)
        .flat()
        .flatMap(({ opens, closes }) => [`'${opens}'`, `'${closes}'`]),
    ]
    // Our drawings' own alt texts say what they show (src/content/images.ts), whatever the menu says.
    const found = sourceFiles()
      .filter(({ file }) => file !== join('src', 'content', 'images.ts'))
      .flatMap(({ file, code }) =>
      facts.filter((fact) => code.includes(fact)).map((fact) => `${file}: ${fact}`),
    )
    expect(found).toEqual([])
  })
})
