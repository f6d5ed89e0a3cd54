/* eslint-disable @typescript-eslint/no-explicit-any -- the raw data files are untyped until validated; the tests edit them as such */
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  ContentError,
  type RawContent,
  type Sites,
  loadSite,
  loadSites,
  parseSite,
  readContentFiles,
} from './load-site.ts'
import { untranslatedTexts } from '#src/schemas/untranslated-texts.ts'

/** The shipped files as read, changed by `change`, then validated: the problems, one per line. */
function problemsWith(change: (raw: any) => void): string[] {
  const raw = structuredClone(readContentFiles()) as RawContent
  change(raw)
  try {
    parseSite(raw)
    return []
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    return error.message
      .split('\n')
      .slice(1)
      .map((line) => line.replace(/^ {2}- /, ''))
  }
}

const dish = (raw: any, number: string) =>
  raw.menu.categories
    .flatMap((category: any) => category.items)
    .find((item: any) => item.number === number)

describe('the shipped content', () => {
  const site = loadSite()

  it('is valid, with the 17 categories and at least 120 dishes and drinks', () => {
    expect(site.menu).toHaveLength(17)
    expect(site.menu.flatMap((category) => category.items).length).toBeGreaterThanOrEqual(120)
  })

  it('reads prices as the owner writes them into cents, and keeps the specialties at theirs', () => {
    const items = site.menu.flatMap((category) => category.items)
    expect(items.find((item) => item.number === '50')).toMatchObject({
      name: { text: 'Butter Chicken' },
      priceCents: 1490,
    })
    expect(site.specialties.map((specialty) => specialty.dish)).toEqual(['50', '80'])
    expect(items.find((item) => item.depositCents !== undefined)?.depositCents).toBeGreaterThan(0)
  })

  it('resolves every visitor-facing text to the German value', () => {
    expect(site.language).toBe('de')
    expect(site.home.hero.tagline).toEqual({ text: 'Authentische indische Küche in Otterbach' })
    expect(site.hours.closedDayLabel).toEqual({ text: 'Ruhetag!' })
    expect(typeof site.menu[0]?.title.text).toBe('string')
  })

  it('resolves every visitor-facing text to the English value in English, the rest alike', () => {
    const raw = readContentFiles() as any
    const english = loadSite('en')
    expect(english.language).toBe('en')
    expect(english.home.hero.tagline).toEqual({ text: raw.home.hero.tagline.en })
    expect(english.home.hero.tagline).not.toEqual(site.home.hero.tagline)
    expect(english.hours.closedDayLabel).toEqual({ text: raw.hours.closedDayLabel.en })
    expect(english.menu[0]?.title).toEqual({ text: raw.menu.categories[0].title.en })
    expect(english.menu.map((category) => category.id)).toEqual(
      site.menu.map((category) => category.id),
    )
    const prices = (menu: typeof site.menu) =>
      menu.flatMap((category) => category.items.map((item) => [item.number, item.priceCents]))
    expect(prices(english.menu)).toEqual(prices(site.menu))
    expect(english.restaurant).toEqual(site.restaurant)
  })
})

describe('a mistake names the file, the item in the owner words and the field', () => {
  it('a price in the wrong format', () => {
    expect(problemsWith((raw) => (dish(raw, '81').price = '9,9O'))).toEqual([
      'content/menu.yaml: Pizza › 81 Pizza Salami › price: "9,9O" is not a price like 9,90',
    ])
    expect(problemsWith((raw) => (dish(raw, '81').price = 9.9))[0]).toContain(
      '81 Pizza Salami › price: 9.9 is not a price like 9,90',
    )
    expect(problemsWith((raw) => (dish(raw, '81').price = '0,00'))[0]).toContain(
      'must be more than 0,00',
    )
  })

  it('a deposit drink without EINWEG or MEHRWEG, on the drink it names; the type without a deposit', () => {
    expect(problemsWith((raw) => delete dish(raw, '160').depositType)).toEqual([
      'content/menu.yaml: Alkoholfreie Getränke › 160 Coca-Cola › depositType: must be "einweg" or "mehrweg": a drink with a deposit shows EINWEG or MEHRWEG beside its price (§ 32 VerpackG)',
    ])
    expect(problemsWith((raw) => (dish(raw, '160').depositType = 'pfand'))[0]).toContain(
      '160 Coca-Cola › depositType: "pfand" must be "einweg" or "mehrweg"',
    )
    expect(problemsWith((raw) => delete dish(raw, '160').deposit)).toEqual([
      'content/menu.yaml: Alkoholfreie Getränke › 160 Coca-Cola › depositType: "mehrweg" must be left out: the drink has no deposit',
    ])
  })

  it('additive 5 („geschwefelt“) without allergen L (sulphites), on the dish it names', () => {
    expect(
      problemsWith((raw) => {
        dish(raw, '24').allergens = ['A1', 'C', 'G', 'H4']
      }),
    ).toEqual([
      'content/menu.yaml: Brote › 24 Kashmiri-Naan › allergens: ["A1","C","G","H4"] must include L (sulphur dioxide and sulphites): the dish has additive 5 ("geschwefelt")',
    ])
    expect(problemsWith((raw) => (dish(raw, '24').additives = []))).toEqual([])
  })

  it('a bare A or H: the cereal and the nut must be named, on the dish it names', () => {
    expect(
      problemsWith((raw) => {
        dish(raw, '24').allergens = ['A', 'C', 'G', 'H', 'L']
      }),
    ).toEqual([
      'content/menu.yaml: Brote › 24 Kashmiri-Naan › allergens › 1: "A" must name the cereal: A1 wheat, A2 rye, A3 barley, A4 oats, A5 spelt or A6 kamut',
      'content/menu.yaml: Brote › 24 Kashmiri-Naan › allergens › 4: "H" must name the nut: H1 almonds, H2 hazelnuts, H3 walnuts, H4 cashews, H5 pecans, H6 Brazil nuts, H7 pistachios or H8 macadamias',
    ])
  })

  it('a malformed delivery fee or minimum order, on the area it names', () => {
    const area = (raw: any, place: string) =>
      raw.delivery.areas.find((candidate: any) => candidate.place === place)
    expect(problemsWith((raw) => (area(raw, 'Katzweiler').fee = '1,5'))).toEqual([
      'content/delivery.yaml: areas › Katzweiler › fee: "1,5" is not an amount like 1,50',
    ])
    expect(problemsWith((raw) => (area(raw, 'Otterberg').minimumOrder = '18 Euro'))).toEqual([
      'content/delivery.yaml: areas › Otterberg › minimumOrder: "18 Euro" is not an amount like 1,50',
    ])
  })

  it('an unknown allergen code and an unknown additive number', () => {
    const problems = problemsWith((raw) => {
      dish(raw, '81').allergens = ['A1', 'Z']
      dish(raw, '81').additives = [13]
    })
    expect(problems).toEqual([
      'content/menu.yaml: Pizza › 81 Pizza Salami › allergens › 2: "Z" is not an allergen code A1–A6, B–G, H1–H8 or I–N (see the legend)',
      'content/menu.yaml: Pizza › 81 Pizza Salami › additives › 1: 13 is not an additive number 1–12 (see the legend)',
    ])
  })

  it('a malformed URL, a bad e-mail address and a plain-http ordering page', () => {
    const problems = problemsWith((raw) => {
      raw.restaurant.orderingUrl = 'http://bestellen.example/'
      raw.restaurant.email = 'kontakt@'
      raw.restaurant.hostingProvider.url = 'kein link'
    })
    expect(problems).toEqual([
      'content/restaurant.yaml: email: "kontakt@" must be a valid e-mail address',
      'content/restaurant.yaml: orderingUrl: "http://bestellen.example/" must be an https:// URL',
      'content/restaurant.yaml: hostingProvider › url: "kein link" must be a valid URL',
    ])
  })

  it('a misspelt field instead of ignoring it, and a missing one', () => {
    const problems = problemsWith((raw) => {
      dish(raw, '81').allergen = ['A']
      delete raw.restaurant.phone
    })
    expect(problems).toContain(
      'content/menu.yaml: Pizza › 81 Pizza Salami: has an unknown field "allergen"',
    )
    expect(problems.find((line) => line.includes('restaurant.yaml'))).toMatch(
      /^content\/restaurant\.yaml: phone: is missing:/,
    )
  })

  it('a dish number used twice, and an empty category', () => {
    expect(problemsWith((raw) => (dish(raw, '81').number = '80'))).toEqual([
      'content/menu.yaml: Pizza › 80 Pizza Salami › number: "80" is used twice (also "Pizza Margherita")',
    ])
    expect(problemsWith((raw) => (raw.menu.categories[7].items = []))[0]).toMatch(
      /^content\/menu\.yaml: Pizza › items: \[\] must list at least one dish$/,
    )
  })

  it('a drink without its volume, or in millilitres', () => {
    const drinks = (raw: any) => raw.menu.categories.find((c: any) => c.kind === 'drink').items
    expect(problemsWith((raw) => delete drinks(raw)[0].volumeLitres)[0]).toMatch(
      /volumeLitres: is missing: is required for drinks|volumeLitres: is required for drinks/,
    )
    expect(problemsWith((raw) => (drinks(raw)[0].volumeLitres = 330))[0]).toContain(
      '330 must be a volume in litres, e.g. 0.33 (not millilitres)',
    )
    expect(problemsWith((raw) => (drinks(raw)[0].volumeLitres = 0.3333))[0]).toContain(
      'must be whole millilitres',
    )
  })

  it('an alcoholic drink without its alcohol by volume, or a soft drink with one', () => {
    expect(problemsWith((raw) => delete dish(raw, '190').alcoholByVolume)).toEqual([
      'content/menu.yaml: Weine › 190 Riesling › alcoholByVolume: is required for alcoholic drinks (alcohol by volume in percent, e.g. 4.9)',
    ])
    expect(problemsWith((raw) => (dish(raw, '180').alcoholByVolume = 4.95))).toEqual([
      'content/menu.yaml: Alkoholische Getränke › 180 Pils › alcoholByVolume: 4.95 must have at most one decimal, e.g. 4.9',
    ])
    expect(problemsWith((raw) => (dish(raw, '185').alcoholByVolume = 0.5))).toEqual([
      'content/menu.yaml: Alkoholfreie Getränke › 185 Pils alkoholfrei › alcoholByVolume: 0.5 is only for a category of alcoholic drinks (kind: alcoholic-drink)',
    ])
  })

  it('a specialty pointing at a dish that is not on the menu', () => {
    expect(problemsWith((raw) => (raw.specialties.specialties[1].dish = '999'))).toEqual([
      'content/specialties.yaml: specialties › 2 › dish: "999" is not a dish number on the menu (content/menu.yaml)',
    ])
  })

  it('an announcement that ends before it starts', () => {
    const problems = problemsWith((raw) => {
      raw.announcements.announcements = [
        {
          text: { de: 'Heiligabend geschlossen', en: 'Closed on Christmas Eve' },
          from: '2026-12-24',
          to: '2026-12-23',
        },
      ]
    })
    expect(problems).toEqual([
      'content/announcements.yaml: announcements › 2026-12-24 – 2026-12-23 Heiligabend geschlossen › to: "2026-12-23" ends before it starts',
    ])
  })

  it('overlapping closures, a closure ending before it starts, and overlapping hours', () => {
    const closure = (from: string, to: string) => ({
      from,
      to,
      announcement: { de: 'Urlaub', en: 'Vacation' },
    })
    expect(
      problemsWith((raw) => {
        raw.hours.closures = [
          closure('2026-08-03', '2026-08-16'),
          closure('2026-08-10', '2026-08-20'),
        ]
      }),
    ).toEqual([
      'content/hours.yaml: closures › 2026-08-10 – 2026-08-20 Urlaub › from: "2026-08-10" overlaps the closure 2026-08-03 – 2026-08-16',
    ])
    expect(
      problemsWith((raw) => (raw.hours.closures = [closure('2026-08-16', '2026-08-03')])),
    ).toEqual([
      'content/hours.yaml: closures › 2026-08-16 – 2026-08-03 Urlaub › to: "2026-08-03" ends before it starts',
    ])
    expect(
      problemsWith((raw) => {
        raw.hours.weekly.mon = [
          { opens: '11:00', closes: '15:00' },
          { opens: '14:00', closes: '22:00' },
        ]
      })[0],
    ).toMatch(/weekly › mon: .* intervals must be in time order and must not overlap$/)
    expect(
      problemsWith((raw) => (raw.hours.weekly.sat = [{ opens: '17.00', closes: '22:30' }]))[0],
    ).toBe(
      'content/hours.yaml: weekly › sat › 1 › opens: "17.00" must be a time of day as HH:MM, e.g. "11:00"',
    )
  })

  it('a text without its German value', () => {
    expect(problemsWith((raw) => (raw.home.hero.tagline = { en: 'Indian food' }))).toEqual([
      'content/home.yaml: hero › tagline › de: is missing: every visitor-facing text needs its German value',
    ])
  })

  it('an English value that is not text', () => {
    expect(problemsWith((raw) => (raw.hours.closedDayLabel = { de: 'Ruhetag!', en: 7 }))).toEqual([
      'content/hours.yaml: closedDayLabel › en: 7 must be text',
    ])
  })

  it('a text that is not given per language', () => {
    expect(problemsWith((raw) => (raw.home.hero.tagline = 'Indisches Essen'))).toEqual([
      'content/home.yaml: hero › tagline: "Indisches Essen" must be a text per language, e.g. "de: Unser Gastraum"',
    ])
  })

  it('a photo without its description, or two photos for one slot', () => {
    const image = '/media/gastraum.jpg'
    expect(problemsWith((raw) => (raw.home.hero.photo = [{ image }]))).toEqual([
      'content/home.yaml: hero › photo › 1 › alt: is missing: must be a text per language, e.g. "de: Unser Gastraum"',
    ])
    const photo = { image, alt: { de: 'Unser Gastraum', en: 'Our dining room' } }
    expect(problemsWith((raw) => (raw.home.about.photo = [photo, photo]))).toEqual([
      `content/home.yaml: about › photo: ${JSON.stringify([photo, photo])} must be one photo at most`,
    ])
    const raw = structuredClone(readContentFiles()) as any
    raw.home.hero.photo = [photo]
    expect(parseSite(raw).home.hero.photo).toEqual({ image, alt: { text: 'Unser Gastraum' } })
    expect(parseSite(raw, 'en').home.hero.photo).toEqual({
      image,
      alt: { text: 'Our dining room' },
    })
  })

  it('the legal form decides the representatives, the register and the designation in the name', () => {
    const restaurant = (change: object) =>
      problemsWith((raw) => Object.assign(raw.restaurant, change))
    const register = (number: string) => [{ court: 'Amtsgericht Kaiserslautern', number }]
    expect(restaurant({ legalName: 'Namaste Otterbach, Inhaber Rajesh Kumar Sharma' })).toEqual([
      'content/restaurant.yaml: legalName: "Namaste Otterbach, Inhaber Rajesh Kumar Sharma" must not name the owner as "Inhaber": the Impressum and the AGB name the representatives after it, once',
    ])
    expect(restaurant({ representatives: ['A. Sharma', 'B. Sharma'] })).toEqual([
      'content/restaurant.yaml: representatives: ["A. Sharma","B. Sharma"] must name the one owner (Inhaber)',
    ])
    expect(restaurant({ legalName: 'Namaste GmbH' })).toEqual([
      'content/restaurant.yaml: legalName: "Namaste GmbH" names another legal form than legalForm',
    ])
    const gmbh = { legalForm: 'gmbh', legalName: 'Namaste Gastro GmbH' }
    expect(restaurant({ ...gmbh, representatives: ['A. Sharma', 'B. Sharma'] })).toEqual([
      'content/restaurant.yaml: commercialRegister: must be the HRB entry of this legal form',
    ])
    expect(
      restaurant({ ...gmbh, legalName: 'Namaste Gastro', commercialRegister: register('HRB 1') }),
    ).toEqual([
      'content/restaurant.yaml: legalName: "Namaste Gastro" must carry the legal form, „GmbH“',
    ])
    // A registered GbR (MoPeG): two partners at least, the Gesellschaftsregister.
    const egbr = { legalForm: 'egbr', legalName: 'Sharma & Rao eGbR' }
    expect(
      restaurant({
        ...egbr,
        representatives: ['A. Sharma'],
        commercialRegister: register('GsR 12'),
      }),
    ).toEqual([
      'content/restaurant.yaml: representatives: ["A. Sharma"] must name every partner with power of representation, at least two',
    ])
    expect(
      restaurant({
        ...egbr,
        representatives: ['A. Sharma', 'B. Rao'],
        commercialRegister: register('GsR 12'),
      }),
    ).toEqual([])
  }, 30_000)

  it('the Impressum details only in their legal forms', () => {
    const restaurant = (change: (r: any) => void) => problemsWith((raw) => change(raw.restaurant))
    expect(restaurant((r) => (r.vatId = 'DE123456789'))).toEqual([])
    expect(restaurant((r) => (r.vatId = 'DE 123 456 789'))[0]).toContain(
      'vatId: "DE 123 456 789" must be a German USt-IdNr.',
    )
    expect(restaurant((r) => (r.businessId = 'DE123456789-1'))[0]).toContain(
      'businessId: "DE123456789-1" must be a Wirtschafts-Identifikationsnummer',
    )
    // A list of at most one entry, as the CMS writes it.
    const asGmbh = (r: any) => Object.assign(r, { legalForm: 'gmbh', legalName: 'Namaste GmbH' })
    const register = (court: string, number: string) =>
      restaurant((r) => (asGmbh(r).commercialRegister = [{ court, number }]))
    expect(register('Amtsgericht Kaiserslautern', 'HRB 12345')).toEqual([])
    expect(register('Amtsgericht Berlin (Charlottenburg)', 'HRB 98765 B')).toEqual([])
    expect(register('Amtsgericht Kaiserslautern', 'HRB12345')[0]).toContain(
      'commercialRegister › 1 › number: "HRB12345" must be the register type (HRA, HRB, GsR, GnR, PR, VR)',
    )
    expect(register('Kaiserslautern', 'HRB 12345')[0]).toContain(
      'commercialRegister › 1 › court: "Kaiserslautern" must name the register court',
    )
    const entry = { court: 'Amtsgericht Kaiserslautern', number: 'HRB 12345' }
    expect(restaurant((r) => (asGmbh(r).commercialRegister = [entry, entry]))).toEqual([
      `content/restaurant.yaml: commercialRegister: ${JSON.stringify([entry, entry])} must be one register entry at most`,
    ])
    const raw = structuredClone(readContentFiles()) as any
    asGmbh(raw.restaurant).commercialRegister = [entry]
    expect(parseSite(raw).restaurant.commercialRegister).toEqual(entry)
    raw.restaurant = structuredClone(readContentFiles()).restaurant
    raw.restaurant.commercialRegister = []
    expect(parseSite(raw).restaurant.commercialRegister).toBeUndefined()
    expect(restaurant((r) => (r.orderingServiceRole = 'Auftragsverarbeiter'))[0]).toBe(
      'content/restaurant.yaml: orderingServiceRole: "Auftragsverarbeiter" must be "processor" or "controller"',
    )
    expect(
      restaurant((r) =>
        Object.assign(r, { businessId: 'DE123456789-00001', hasNoBusinessId: true }),
      ),
    ).toEqual([
      'content/restaurant.yaml: hasNoBusinessId: true contradicts businessId: the business has a W-IdNr. or none, not both',
    ])
    // Where the site is published: one of the deploy workflow's targets (ADR 026).
    expect(restaurant((r) => (r.publishing = 'netlify'))[0]).toBe(
      'content/restaurant.yaml: publishing: "netlify" must be one of "github-pages", "own-server"',
    )
  }, 30_000)
})

describe('English is optional for what the owner writes (ADR 027)', () => {
  it('a text without its English shows the German one, marked German, on the English pages only', () => {
    const raw = structuredClone(readContentFiles()) as any
    delete dish(raw, '81').description.en
    raw.hours.closedDayLabel = { de: 'Ruhetag!', en: '' }
    raw.home.about.paragraphs[0].en = '   '
    const german = parseSite(raw, 'de')
    const english = parseSite(raw, 'en')
    const salami = (site: typeof german) =>
      site.menu.flatMap((category) => category.items).find((item) => item.number === '81')
    expect(salami(german)?.description).toEqual({ text: dish(raw, '81').description.de })
    expect(salami(english)?.description).toEqual({ ...salami(german)?.description, lang: 'de' })
    expect(english.hours.closedDayLabel).toEqual({ text: 'Ruhetag!', lang: 'de' })
    expect(german.hours.closedDayLabel).toEqual({ text: 'Ruhetag!' })
    expect(english.home.about.paragraphs[0]).toEqual({
      text: raw.home.about.paragraphs[0].de,
      lang: 'de',
    })
    // Where the English exists, nothing is marked.
    expect(english.home.hero.tagline).toEqual({ text: raw.home.hero.tagline.en })
  })

  it('lists each text without its English, in the owner words of the errors', () => {
    expect(untranslatedTexts(readContentFiles())).toEqual([])
    const raw = structuredClone(readContentFiles()) as any
    delete dish(raw, '81').description.en
    raw.hours.closedDayLabel.en = ''
    raw.hours.closures = [
      { from: '2026-08-03', to: '2026-08-16', announcement: { de: 'Betriebsurlaub' } },
    ]
    raw.home.hero.photo = [{ image: '/media/raum.jpg', alt: { de: 'Unser Gastraum' } }]
    const warning = ': no English text, the English pages show the German one'
    expect(untranslatedTexts(raw)).toEqual([
      `content/hours.yaml: closedDayLabel › en${warning}`,
      `content/hours.yaml: closures › 2026-08-03 – 2026-08-16 Betriebsurlaub › announcement › en${warning}`,
      `content/menu.yaml: Pizza › 81 Pizza Salami › description › en${warning}`,
      `content/home.yaml: hero › photo › 1 › alt › en${warning}`,
    ])
  })
})

describe('reading the files', () => {
  it('names the file and line of a YAML syntax error, and a missing file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'))
    for (const name of ['restaurant', 'hours', 'announcements', 'menu', 'specialties']) {
      writeFileSync(join(dir, `${name}.yaml`), readFileSync(`content/${name}.yaml`))
    }
    writeFileSync(join(dir, 'menu.yaml'), 'categories:\n  - id: a\n    title: { de: "x"\n')
    expect(() => readContentFiles(dir)).toThrow(
      new RegExp(
        `${dir}/menu\\.yaml: line \\d+, column \\d+: [\\s\\S]*${dir}/home\\.yaml: the file is missing`,
      ),
    )
  })

  it('names the file and the alias of a YAML alias without its anchor', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'))
    cpSync('content', dir, { recursive: true })
    writeFileSync(join(dir, 'home.yaml'), 'hero: *tagline\n')
    expect(() => readContentFiles(dir)).toThrow(
      new ContentError(
        `Invalid content:\n  - ${dir}/home.yaml: Unresolved alias (the anchor must be set before the alias): tagline`,
      ),
    )
  })

  it('reads a folder again once a file has changed, and only then; a missing file is named', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'))
    cpSync('content', dir, { recursive: true })
    const first = loadSites(dir)
    expect(loadSites(dir)).toBe(first)
    const menu = join(dir, 'menu.yaml')
    writeFileSync(menu, readFileSync(menu, 'utf8').replace(/^( +price: )14,90$/m, '$115,40'))
    // As an editor saves it a minute later (the file system's clock may not tick within a test).
    const later = new Date(statSync(menu).mtimeMs + 60_000)
    utimesSync(menu, later, later)
    const second = loadSites(dir)
    expect(second).not.toBe(first)
    const prices = (sites: Sites) =>
      sites.de.menu.flatMap(({ items }) => items.map((item) => item.priceCents))
    expect(prices(second).filter((cents) => cents === 1540).length).toBe(
      prices(first).filter((cents) => cents === 1540).length + 1,
    )
    rmSync(join(dir, 'home.yaml'))
    expect(() => loadSites(dir)).toThrow(
      new ContentError(`Invalid content:\n  - ${dir}/home.yaml: the file is missing`),
    )
  })

  it('reads another folder (CONTENT_DIR) with the same checks', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'))
    cpSync('content', dir, { recursive: true })
    writeFileSync(
      join(dir, 'menu.yaml'),
      readFileSync('content/menu.yaml', 'utf8').replace(
        /(number: ["']50["']\n(?:.*\n)*?\s+price: )14,90/,
        '$115,40',
      ),
    )
    const items = loadSite('de', dir).menu.flatMap((category) => category.items)
    expect(items.find((item) => item.number === '50')?.priceCents).toBe(1540)
  })
})

describe('dates that are not in the calendar', () => {
  const closure = (from: string, to: string) => ({
    from,
    to,
    announcement: { de: 'Betriebsurlaub', en: 'Vacation' },
  })
  const announcement = (from: string, to: string) => ({
    text: { de: 'Geänderte Öffnungszeiten', en: 'Changed opening hours' },
    from,
    to,
  })

  it.each(['2026-02-30', '2026-04-31', '2025-02-29'])(
    'refuses %s in a closure and an announcement',
    (date) => {
      const problems = problemsWith((raw) => {
        raw.hours.closures = [closure(date, '2026-12-31')]
        raw.announcements.announcements = [announcement('2025-01-01', date)]
      })
      expect(problems).toHaveLength(2)
      expect(problems[0]).toMatch(
        new RegExp(
          `^content/hours\\.yaml: closures › .* › from: "${date}" is not a date in the calendar$`,
        ),
      )
      expect(problems[1]).toMatch(
        new RegExp(
          `^content/announcements\\.yaml: announcements › .* › to: "${date}" is not a date in the calendar$`,
        ),
      )
    },
  )

  it('accepts the 29th of February in a leap year', () => {
    expect(
      problemsWith((raw) => {
        raw.hours.closures = [closure('2028-02-29', '2028-02-29')]
        raw.announcements.announcements = [announcement('2028-02-28', '2028-02-29')]
      }),
    ).toEqual([])
  })
})

describe('a dated entry is named by its dates and text, as the CMS lists it', () => {
  it('falls back to its position while a date is missing', () => {
    const announcement = { en: 'Vacation' }
    expect(
      problemsWith((raw) => (raw.hours.closures = [{ to: '2026-08-16', announcement }])),
    ).toEqual([
      'content/hours.yaml: closures › 1 › from: is missing: must be a date as YYYY-MM-DD, e.g. "2026-12-24"',
      'content/hours.yaml: closures › 1 › announcement › de: is missing: every visitor-facing text needs its German value',
    ])
  })
})

describe('two specialty cards on one dish', () => {
  it('names the second card and the dish it repeats', () => {
    expect(problemsWith((raw) => (raw.specialties.specialties[1].dish = '50'))).toEqual([
      'content/specialties.yaml: specialties › 2 › dish: "50" is already specialty 1',
    ])
  })
})

describe('the spice levels the legend explains', () => {
  it('refuses any other level, naming the range', () => {
    expect(problemsWith((raw) => (dish(raw, '81').spiceLevel = 4))).toEqual([
      'content/menu.yaml: Pizza › 81 Pizza Salami › spiceLevel: 4 must be a spice level 1–3',
    ])
  })
})

describe('mistakes in the shape of a file', () => {
  it('a category anchor used twice', () => {
    expect(problemsWith((raw) => (raw.menu.categories[1].id = raw.menu.categories[0].id))).toEqual([
      'content/menu.yaml: Salate › id: "vorspeisen" must be unique ("vorspeisen" is used twice)',
    ])
  })

  it('an unknown field at the top of a file', () => {
    expect(problemsWith((raw) => (raw.home.heroes = []))).toEqual([
      'content/home.yaml: (top level): has an unknown field "heroes"',
    ])
  })
})

describe('the ordering page address (restaurant.yaml)', () => {
  it('a malformed URL', () => {
    expect(problemsWith((raw) => (raw.restaurant.orderingUrl = 'bestellen.example'))).toEqual([
      'content/restaurant.yaml: orderingUrl: "bestellen.example" must be a valid URL',
    ])
  })
})
