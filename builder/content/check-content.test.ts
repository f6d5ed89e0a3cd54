import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'

/** `npm run check:content` on the data files in `dir`. */
function checkContent(dir: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'builder/content/check-content.ts'], {
    env: { ...process.env, CONTENT_DIR: dir },
    encoding: 'utf8',
  })
}

// Each case starts Node with tsx's loader: over a second, several on a busy machine.
describe('the content check (builder/content/check-content.ts)', { timeout: 30_000 }, () => {
  it('passes the shipped content', () => {
    const result = checkContent('content')
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
  })

  it('fails with exit code 1, naming file, dish and field of a mistyped price', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'))
    cpSync('content', dir, { recursive: true })
    const menu = readFileSync(join(dir, 'menu.yaml'), 'utf8')
    const broken = menu.replace(/(number: "81"\n(?:.*\n)*?\s+price: )9,90/, '$19,9O')
    expect(broken).not.toBe(menu)
    writeFileSync(join(dir, 'menu.yaml'), broken)
    const result = checkContent(dir)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      `${join(dir, 'menu.yaml')}: Pizza › 81 Pizza Salami › price: "9,9O" is not a price like 9,90`,
    )
  })

  it('fails naming file, area and field of a malformed delivery fee', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'))
    cpSync('content', dir, { recursive: true })
    const delivery = parse(readFileSync(join(dir, 'delivery.yaml'), 'utf8'))
    const katzweiler = delivery.areas.find((area: { place: string }) => area.place === 'Katzweiler')
    katzweiler.fee = '1,5'
    writeFileSync(join(dir, 'delivery.yaml'), stringify(delivery))
    const result = checkContent(dir)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      `${join(dir, 'delivery.yaml')}: areas › Katzweiler › fee: "1,5" is not an amount like 1,50`,
    )
  })

  it('fails naming file, week and field of a malformed Mittagstisch price and a week that ends before it starts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'))
    cpSync('content', dir, { recursive: true })
    const lunch = parse(readFileSync(join(dir, 'lunch.yaml'), 'utf8'))
    const [first, second] = lunch.weeks
    first.offers[0].name = { de: 'Chana Masala' }
    first.offers[0].price = '7,9'
    second.to = '2026-11-29'
    second.from = '2026-12-04'
    writeFileSync(join(dir, 'lunch.yaml'), stringify(lunch))
    const result = checkContent(dir)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      `${join(dir, 'lunch.yaml')}: weeks › ${first.from} – ${first.to} › offers › Chana Masala › price: "7,9" is not a price like 9,90`,
    )
    expect(result.stderr).toContain(
      `${join(dir, 'lunch.yaml')}: weeks › 2026-12-04 – 2026-11-29 › to: "2026-11-29" ends before it starts`,
    )
  })

  it('passes texts without their English value, listing each as a warning in the owner words', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'))
    cpSync('content', dir, { recursive: true })
    const menu = parse(readFileSync(join(dir, 'menu.yaml'), 'utf8'))
    const dish = menu.categories
      .flatMap((category: { items: unknown[] }) => category.items)
      .find((item: { number: string }) => item.number === '50')
    delete dish.description.en
    writeFileSync(join(dir, 'menu.yaml'), stringify(menu))
    const hours = parse(readFileSync(join(dir, 'hours.yaml'), 'utf8'))
    // As the CMS saves an English field the owner emptied.
    hours.closedDayLabel.en = ''
    writeFileSync(join(dir, 'hours.yaml'), stringify(hours))
    const result = checkContent(dir)
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('Content is valid.')
    expect(result.stderr.split('\n')).toEqual([
      'Warning: 2 texts have no English value; the English pages show the German text instead:',
      `  - ${join(dir, 'hours.yaml')}: closedDayLabel › en: no English text, the English pages show the German one`,
      `  - ${join(dir, 'menu.yaml')}: Hähnchen-, Fisch-, Lamm- und Entenspezialitäten › 50 Butter Chicken › description › en: no English text, the English pages show the German one`,
      '',
    ])
  })

  it('passes a name whose first word the logo cannot draw, with a warning naming file and field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'))
    cpSync('content', dir, { recursive: true })
    const restaurant = parse(readFileSync(join(dir, 'restaurant.yaml'), 'utf8'))
    restaurant.name = 'Łódź Grill'
    writeFileSync(join(dir, 'restaurant.yaml'), stringify(restaurant))
    const result = checkContent(dir)
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('Content is valid.')
    expect(result.stderr).toContain(
      `Warning: ${join(dir, 'restaurant.yaml')}: name: the logo cannot draw „Łódź“, its face (Fraunces 600, src/fonts/) has no „Ł“ (U+0141), „ź“ (U+017A); the logo shows the word as text in the headings’ face instead`,
    )
  })
})
