import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { legalDocumentsDir } from '../legal-dates.ts'
import { type CheckOutput, runContentCheck } from './run-content-check.ts'

/** A copy of content/ with `change` applied to the parsed contents of one data file. */
function contentWith(file: string, change: (data: Record<string, unknown>) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-'))
  cpSync('content', dir, { recursive: true })
  const data = parse(readFileSync(join(dir, file), 'utf8'))
  change(data)
  writeFileSync(join(dir, file), stringify(data))
  return dir
}

/** `npm run check:content` on `dir`, as its exit code and what it printed, line by line. */
async function check(dir: string, repo?: string) {
  const printed = { stdout: [] as string[], stderr: [] as string[] }
  const out: CheckOutput = {
    log: (text: string) => printed.stdout.push(...text.split('\n')),
    warn: (text: string) => printed.stderr.push(...text.split('\n')),
    error: (text: string) => printed.stderr.push(...text.split('\n')),
  }
  const status = await runContentCheck(dir, out, repo)
  return { status, ...printed }
}

describe('the content check (builder/content/run-content-check.ts)', () => {
  it('passes the shipped content, saying so and nothing else', async () => {
    expect(await check('content')).toEqual({
      status: 0,
      stdout: ['Content is valid.'],
      stderr: [],
    })
  })

  it('fails naming file, dish and field of a mistyped price', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'))
    cpSync('content', dir, { recursive: true })
    const menu = readFileSync(join(dir, 'menu.yaml'), 'utf8')
    const broken = menu.replace(/(number: "81"\n(?:.*\n)*?\s+price: )9,90/, '$19,9O')
    expect(broken).not.toBe(menu)
    writeFileSync(join(dir, 'menu.yaml'), broken)
    expect(await check(dir)).toEqual({
      status: 1,
      stdout: [],
      stderr: [
        'Invalid content:',
        `  - ${join(dir, 'menu.yaml')}: Pizza › 81 Pizza Salami › price: "9,9O" is not a price like 9,90`,
      ],
    })
  })

  it('fails naming file, area and field of a malformed delivery fee', async () => {
    const dir = contentWith('delivery.yaml', (delivery) => {
      const areas = delivery.areas as { place: string; fee: string }[]
      areas.find(({ place }) => place === 'Katzweiler')!.fee = '1,5'
    })
    const result = await check(dir)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      `  - ${join(dir, 'delivery.yaml')}: areas › Katzweiler › fee: "1,5" is not an amount like 1,50`,
    )
  })

  it('fails naming file, week and field of a malformed Mittagstisch price and a week that ends before it starts', async () => {
    let weeks: { from: string; to: string }[] = []
    const dir = contentWith('lunch.yaml', (lunch) => {
      const [first, second] = lunch.weeks as {
        from: string
        to: string
        offers: { name: object; price: string }[]
      }[]
      first!.offers[0]!.name = { de: 'Chana Masala' }
      first!.offers[0]!.price = '7,9'
      second!.to = '2026-11-29'
      second!.from = '2026-12-04'
      weeks = [first!, second!]
    })
    const result = await check(dir)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      `  - ${join(dir, 'lunch.yaml')}: weeks › ${weeks[0]!.from} – ${weeks[0]!.to} › offers › Chana Masala › price: "7,9" is not a price like 9,90`,
    )
    expect(result.stderr).toContain(
      `  - ${join(dir, 'lunch.yaml')}: weeks › 2026-12-04 – 2026-11-29 › to: "2026-11-29" ends before it starts`,
    )
  })

  it('fails naming file, slot and photo of each photo missing from the media folder, one per line', async () => {
    const dir = contentWith('home.yaml', (home) => {
      const hero = home.hero as Record<string, unknown>
      hero.photo = [{ image: '/media/gastraum.jpg', alt: { de: 'Unser Gastraum' } }]
      const about = home.about as Record<string, unknown>
      about.photo = [{ image: '/media/kueche.jpg', alt: { de: 'Unsere Küche' } }]
    })
    expect(await check(dir)).toEqual({
      status: 1,
      stdout: [],
      stderr: [
        'Invalid content:',
        `  - ${join(dir, 'home.yaml')}: hero › photo (the hero): "/media/gastraum.jpg" is missing from ${join(dir, 'media')} or is not an image`,
        `  - ${join(dir, 'home.yaml')}: about › photo (the „Über uns“ picture): "/media/kueche.jpg" is missing from ${join(dir, 'media')} or is not an image`,
      ],
    })
  })

  it('fails naming document, line and fact of each fact a legal text shows that the data lacks, one per line', async () => {
    const repo = mkdtempSync(join(tmpdir(), 'legal-'))
    mkdirSync(join(repo, legalDocumentsDir, 'en'), { recursive: true })
    writeFileSync(
      join(repo, legalDocumentsDir, 'en', 'terms.md'),
      '## Provider {% #provider %}\n\nBy {% $restaurant.legalname %}\n\nFor {% $restaurant.ownername %}',
    )
    expect(await check('content', repo)).toEqual({
      status: 1,
      stdout: [],
      stderr: [
        'Invalid legal documents:',
        `  - ${legalDocumentsDir}/en/terms.md:3: Undefined variable: 'restaurant.legalname'`,
        `  - ${legalDocumentsDir}/en/terms.md:5: Undefined variable: 'restaurant.ownername'`,
      ],
    })
  })

  it('passes texts without their English value, listing each as a warning in the owner words', async () => {
    const menuDir = contentWith('menu.yaml', (menu) => {
      const dish = (menu.categories as { items: { number: string; description: object }[] }[])
        .flatMap((category) => category.items)
        .find((item) => item.number === '50')!
      delete (dish.description as Record<string, unknown>).en
    })
    const hours = parse(readFileSync(join(menuDir, 'hours.yaml'), 'utf8'))
    // As the CMS saves an English field the owner emptied.
    hours.closedDayLabel.en = ''
    writeFileSync(join(menuDir, 'hours.yaml'), stringify(hours))
    expect(await check(menuDir)).toEqual({
      status: 0,
      stdout: ['Content is valid.'],
      stderr: [
        'Warning: 2 texts have no English value; the English pages show the German text instead:',
        `  - ${join(menuDir, 'hours.yaml')}: closedDayLabel › en: no English text, the English pages show the German one`,
        `  - ${join(menuDir, 'menu.yaml')}: Hähnchen-, Fisch-, Lamm- und Entenspezialitäten › 50 Butter Chicken › description › en: no English text, the English pages show the German one`,
      ],
    })
  })

  it('passes a name whose first word the logo cannot draw, with a warning naming file and field', async () => {
    const dir = contentWith('restaurant.yaml', (restaurant) => {
      restaurant.name = 'Łódź Grill'
    })
    expect(await check(dir)).toEqual({
      status: 0,
      stdout: ['Content is valid.'],
      stderr: [
        `Warning: ${join(dir, 'restaurant.yaml')}: name: the logo cannot draw „Łódź“, its face (Fraunces 600, src/fonts/) has no „Ł“ (U+0141), „ź“ (U+017A); the logo shows the word as text in the headings’ face instead`,
      ],
    })
  })

  it('lets a failure that is not about the content surface as it is, not as invalid content', async () => {
    const closed = new Error('write EPIPE')
    const errors: string[] = []
    const out: CheckOutput = {
      log: () => {
        throw closed
      },
      warn: () => {},
      error: (text: string) => errors.push(text),
    }
    await expect(runContentCheck('content', out)).rejects.toBe(closed)
    expect(errors).toEqual([])
  })
})
