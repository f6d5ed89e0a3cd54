// The owner's data as the browser suites see it: content/ with the dated parts made for the tests,
// around the suite's day, Thursday 3 December 2026 (tests/site/suite-site.ts), so that every state
// of the restaurant's week is in one build and a test of another day only sets its browser's clock:
// - the Mittagstisch: the week that ended (never shown), the running week (30 November –
//   6 December) with a dish off until Friday and a description without its English, and three
//   weeks to come, one with a closure for a Betriebsausflug, one with Christmas Day;
// - an announcement running on the suite's day and one still to come;
// - a dish of the menu off until Friday, one without its English description (the English pages
//   show the German one, marked lang="de"), and a reservation service;
// - a business that is not a micro-enterprise under the BFSG, so that the accessibility statement
//   (/barrierefreiheit, /en/accessibility) is among the pages every page spec checks; a
//   micro-enterprise's site without it is tested by the unit tests (src/lib/routes.test.ts) and
//   the launch fixture's build (tests/e2e/launch.spec.ts).
// Tests read these constants instead of writing the dates again.
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse, stringify } from 'yaml'

/** A lunch dish as the owner types it. */
const lunchDish = (name: string, price: string, extra: object = {}) => ({
  name: { de: name, en: name },
  price,
  ...extra,
})

export const suiteLunch = {
  ended: { from: '2026-11-23', to: '2026-11-29', dish: 'Dal der Vorwoche' },
  running: { from: '2026-11-30', to: '2026-12-06' },
  /** Off until Friday, 4 December, inclusive: back on Saturday. */
  dishOff: { name: 'Lamm-Curry', until: '2026-12-04' },
  /** Its description in German only. */
  germanOnly: { name: 'Paneer Tikka', description: 'Frischkäse aus dem Tandoor' },
  next: { from: '2026-12-07', to: '2026-12-13', dish: 'Aloo Gobi' },
  /** The week after next: two of its days closed for the Betriebsausflug. */
  withClosure: { from: '2026-12-14', to: '2026-12-20', dish: 'Dal Makhani' },
  withChristmas: { from: '2026-12-21', to: '2026-12-27', dish: 'Fisch-Curry' },
} as const

const lunchWeeks = [
  {
    from: suiteLunch.ended.from,
    to: suiteLunch.ended.to,
    offers: [lunchDish(suiteLunch.ended.dish, '6,90')],
  },
  {
    from: suiteLunch.running.from,
    to: suiteLunch.running.to,
    offers: [
      lunchDish('Chana Masala', '7,90', { vegan: true, spiceLevel: 1 }),
      lunchDish(suiteLunch.dishOff.name, '9,90', { unavailableUntil: suiteLunch.dishOff.until }),
      lunchDish(suiteLunch.germanOnly.name, '8,50', {
        vegetarian: true,
        allergens: ['G'],
        description: { de: suiteLunch.germanOnly.description },
      }),
    ],
  },
  ...[suiteLunch.next, suiteLunch.withClosure, suiteLunch.withChristmas].map((week, index) => ({
    from: week.from,
    to: week.to,
    offers: [lunchDish(week.dish, ['7,50', '7,90', '9,50'][index]!)],
  })),
]

export const suiteClosure = {
  from: '2026-12-17',
  to: '2026-12-18',
  announcement: { de: 'Betriebsausflug' },
}

export const suiteAnnouncements = {
  /** Shown on the suite's day (from the day before to the day after). */
  runningNow: {
    text: { de: 'Neu: Mittagstisch ab 11 Uhr', en: 'New: lunch menu from 11 am' },
    from: '2026-12-02',
    to: '2026-12-04',
  },
  /** Not yet: from the Tuesday after. */
  comingLater: {
    text: { de: 'Am 9. Dezember geschlossen' },
    from: '2026-12-08',
    to: '2026-12-09',
  },
} as const

export const suiteMenu = {
  /** Fisch-Curry, off until Friday. */
  dishOff: { number: '58', until: '2026-12-04' },
  /** Chicken Korma: its description in German only. */
  germanOnly: { number: '52' },
} as const

/** The BFSG's answers of a business that owes the accessibility statement. */
export const suiteAccessibility = {
  accessibilityActSize: 'larger',
  marketSurveillanceAuthority: [
    {
      address: [
        'c/o Ministerium für Arbeit, Soziales, Gesundheit und Gleichstellung Sachsen-Anhalt',
        'Postfach 39 11 55',
        '39135 Magdeburg',
      ],
      email: 'MLBF@ms.sachsen-anhalt.de',
    },
  ],
} as const

export const suiteReservationService = {
  name: 'Beispiel Reservierung GmbH',
  url: 'https://reservieren.example/namaste-otterbach',
  privacyUrl: 'https://reservieren.example/datenschutz',
}

/** Reads a data file of `dir`, changes it, writes it back in YAML. */
function edit(dir: string, file: string, change: (data: Record<string, unknown>) => void) {
  const path = join(dir, file)
  const data = parse(readFileSync(path, 'utf8')) as Record<string, unknown>
  change(data)
  writeFileSync(path, stringify(data))
}

interface RawItem {
  number: string
  description?: { de: string; en?: string }
  unavailableUntil?: string
}

/** Copies `from` (content/) to `dir` and makes its dated parts the suite's. */
export function writeSuiteContent(from: string, dir: string): void {
  cpSync(from, dir, { recursive: true, dereference: true })
  edit(dir, 'lunch.yaml', (lunch) => {
    lunch.weeks = lunchWeeks
    delete lunch.examples
  })
  edit(dir, 'hours.yaml', (hours) => {
    hours.closures = [suiteClosure]
  })
  edit(dir, 'announcements.yaml', (announcements) => {
    announcements.announcements = [suiteAnnouncements.runningNow, suiteAnnouncements.comingLater]
  })
  edit(dir, 'menu.yaml', (menu) => {
    const items = (menu.categories as { items: RawItem[] }[]).flatMap((c) => c.items)
    const item = (number: string) => items.find((candidate) => candidate.number === number)!
    item(suiteMenu.dishOff.number).unavailableUntil = suiteMenu.dishOff.until
    delete item(suiteMenu.germanOnly.number).description!.en
  })
  edit(dir, 'restaurant.yaml', (restaurant) => {
    // In the place the CMS writes it (after acceptsReservations), so that a save there changes
    // only the line it edits.
    const entries = Object.entries(restaurant)
    const at = entries.findIndex(([key]) => key === 'acceptsReservations') + 1
    entries.splice(at, 0, ['reservationService', [suiteReservationService]])
    // Before the list of example values, where the CMS writes them.
    const examples = entries.findIndex(([key]) => key === 'examples')
    entries.splice(
      examples === -1 ? entries.length : examples,
      0,
      ...Object.entries(suiteAccessibility),
    )
    for (const key of Object.keys(restaurant)) delete restaurant[key]
    Object.assign(restaurant, Object.fromEntries(entries))
  })
}
