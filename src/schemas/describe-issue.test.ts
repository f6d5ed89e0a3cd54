import { describe, expect, it } from 'vitest'
import { describePath } from './describe-issue.ts'

/*
 * Where a problem is, in the owner's words: each data file's items by what the CMS lists them by,
 * and by their position (counted from 1) where that is missing. The messages around these paths
 * are tested through the schemas (german-issues.test.ts, builder/content/load-site.test.ts).
 */

const menu = {
  categories: [
    {
      title: { de: 'Pizza', en: 'Pizza' },
      items: [
        { number: '81', name: { de: 'Pizza Salami' } },
        { number: { de: '24' }, name: { de: 'Kashmiri-Naan' } },
        { name: { de: '  ' } },
      ],
    },
    { title: { de: '   ' }, items: [{ number: '90', name: { de: 'Lassi' } }] },
    { items: [{}] },
  ],
}

describe('a menu path names the category by its title and the dish by its number and name', () => {
  it.each([
    [['categories', 0, 'items', 0, 'price'], 'Pizza › 81 Pizza Salami › price'],
    [['categories', 0, 'items', 0], 'Pizza › 81 Pizza Salami'],
    // A number that is not a text is left out, not shown as "[object Object]".
    [['categories', 0, 'items', 1, 'number'], 'Pizza › Kashmiri-Naan › number'],
    // Neither number nor name: the dish by its position.
    [['categories', 0, 'items', 2, 'name', 'de'], 'Pizza › dish 3 › name › de'],
    [['categories', 2, 'items', 0, 'price'], 'category 3 › dish 1 › price'],
    // A blank title is no title.
    [['categories', 1, 'items', 0, 'price'], 'category 2 › 90 Lassi › price'],
    [['categories', 0, 'title', 'en'], 'Pizza › title › en'],
    [['categories', 0, 'items'], 'Pizza › items'],
    // A list of a category other than its dishes: its entries by their position.
    [['categories', 0, 'tags', 1], 'Pizza › tags › 2'],
    [['categories', 0], 'Pizza'],
    [['categories'], 'categories'],
    [['notes', 0, 'text'], 'notes › 1 › text'],
  ])('%j → %s', (path, expected) => {
    expect(describePath('menu', path, menu)).toBe(expected)
  })
})

const delivery = {
  areas: [{ place: 'Otterbach' }, { place: '  ' }, {}],
  deliveryHours: [{ day: 'Mo' }],
}

describe('a delivery path names the area by its place', () => {
  it.each([
    [['areas', 0, 'fee'], 'areas › Otterbach › fee'],
    [['areas', 0], 'areas › Otterbach'],
    [['areas', 1, 'fee'], 'areas › 2 › fee'],
    [['areas', 2, 'place'], 'areas › 3 › place'],
    [['areas'], 'areas'],
    [['deliveryHours', 0, 'day'], 'deliveryHours › 1 › day'],
  ])('%j → %s', (path, expected) => {
    expect(describePath('delivery', path, delivery)).toBe(expected)
  })
})

const lunch = {
  note: { de: 'Alle Mittagsgerichte mit Basmatireis' },
  weeks: [
    {
      from: '2026-11-30',
      to: '2026-12-04',
      offers: [{ name: { de: 'Palak Paneer' } }, { name: { de: 'Chana Masala' } }, {}],
    },
    { from: '2026-12-07', offers: [{ name: { de: 'Dal Tadka' } }] },
    { to: '2026-12-18' },
  ],
}

describe('a lunch path names the week by its days and the offer by its German name', () => {
  it.each([
    [
      ['weeks', 0, 'offers', 1, 'price'],
      'weeks › 2026-11-30 – 2026-12-04 › offers › Chana Masala › price',
    ],
    [['weeks', 0, 'offers', 1], 'weeks › 2026-11-30 – 2026-12-04 › offers › Chana Masala'],
    // An offer without a German name: by its position.
    [['weeks', 0, 'offers', 2, 'name'], 'weeks › 2026-11-30 – 2026-12-04 › offers › 3 › name'],
    [['weeks', 0, 'offers'], 'weeks › 2026-11-30 – 2026-12-04 › offers'],
    // A list of a week other than its offers: its entries by their position.
    [['weeks', 0, 'sides', 1], 'weeks › 2026-11-30 – 2026-12-04 › sides › 2'],
    [['weeks', 0, 'to'], 'weeks › 2026-11-30 – 2026-12-04 › to'],
    [['weeks', 0], 'weeks › 2026-11-30 – 2026-12-04'],
    // A week without both of its days: by its position.
    [['weeks', 1, 'offers', 0, 'price'], 'weeks › 2 › offers › Dal Tadka › price'],
    [['weeks', 2, 'from'], 'weeks › 3 › from'],
    [['weeks'], 'weeks'],
    [['note', 'en'], 'note › en'],
    [['sidesAllergens', 0], 'sidesAllergens › 1'],
  ])('%j → %s', (path, expected) => {
    expect(describePath('lunch', path, lunch)).toBe(expected)
  })
})

const hours = {
  weekly: [{ day: 'monday' }],
  closures: [
    { from: '2026-08-03', to: '2026-08-16', announcement: { de: 'Betriebsurlaub' } },
    { from: '2026-12-24', to: '2026-12-26' },
    { from: '2026-12-31' },
  ],
}

describe('a closure or an announcement is named by its dates and its German text', () => {
  it.each([
    [['closures', 0, 'to'], 'closures › 2026-08-03 – 2026-08-16 Betriebsurlaub › to'],
    [['closures', 0], 'closures › 2026-08-03 – 2026-08-16 Betriebsurlaub'],
    [['closures', 1, 'announcement'], 'closures › 2026-12-24 – 2026-12-26 › announcement'],
    [['closures', 2, 'to'], 'closures › 3 › to'],
    [['closures'], 'closures'],
    [['weekly', 0, 'day'], 'weekly › 1 › day'],
    [['closedDayLabel', 'en'], 'closedDayLabel › en'],
  ])('hours: %j → %s', (path, expected) => {
    expect(describePath('hours', path, hours)).toBe(expected)
  })

  it('names an announcement by its dates and text', () => {
    const announcements = {
      announcements: [{ from: '2026-12-01', to: '2026-12-06', text: { de: 'Nikolausmenü' } }],
    }
    expect(describePath('announcements', ['announcements', 0, 'text', 'en'], announcements)).toBe(
      'announcements › 2026-12-01 – 2026-12-06 Nikolausmenü › text › en',
    )
  })
})

describe('the other files', () => {
  it('count list positions from 1', () => {
    expect(describePath('home', ['hero', 'photo', 0, 'alt'], {})).toBe('hero › photo › 1 › alt')
  })
})
