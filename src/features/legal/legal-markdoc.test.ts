import { describe, expect, it } from 'vitest'
import type { Restaurant } from '@/schemas'
import { href } from '@/lib/routes'
import { loadSite } from '@/testing/site'
import { legalDocument } from './legal-documents'
import { legalFacts } from './legal-facts'
import { parseLegalDocument } from './legal-markdoc'

const { restaurant } = loadSite()
const file = 'documents/de/test.md'

/** A document of the lines given, with the facts of `data`. */
function parse(lines: string[], data: Restaurant = restaurant, language: 'de' | 'en' = 'de') {
  return parseLegalDocument(file, lines.join('\n'), legalFacts(data, language))
}

/** The blocks of the first section of a document of the lines given, after a heading. */
const blocks = (lines: string[], data?: Restaurant) =>
  parse(['## Abschnitt {% #abschnitt %}', '', ...lines], data).sections[0]?.blocks

describe('legal documents in Markdoc', () => {
  it('reads sections, subsections, paragraphs, lists and blocks of lines', () => {
    const document = parse([
      '## Erster Abschnitt {% #erster %}',
      '',
      'Ein Absatz,',
      'über zwei Zeilen.',
      '',
      '- eins',
      '- zwei',
      '',
      '### Unterabschnitt',
      '',
      'Zeile eins\\',
      'Zeile zwei',
      '',
      '### Mit Anker {% #anker %}',
      '',
      '<!-- Eine Anmerkung, die nicht erscheint. -->',
      '',
      'Text mit [Link](#erster) und <https://example.org/a_b>.',
    ])
    expect(document).toEqual({
      dated: false,
      tableOfContents: false,
      sections: [
        {
          id: 'erster',
          heading: 'Erster Abschnitt',
          blocks: [{ paragraph: 'Ein Absatz, über zwei Zeilen.' }, { list: ['eins', 'zwei'] }],
          subsections: [
            { heading: 'Unterabschnitt', blocks: [{ lines: ['Zeile eins', 'Zeile zwei'] }] },
            {
              id: 'anker',
              heading: 'Mit Anker',
              blocks: [
                {
                  paragraph: [
                    'Text mit ',
                    { text: 'Link', href: '#erster' },
                    ' und ',
                    { text: 'https://example.org/a_b', href: 'https://example.org/a_b' },
                    '.',
                  ],
                },
              ],
            },
          ],
        },
      ],
    })
  })

  it('reads the front matter: dated, contents, numbered headings', () => {
    const document = parse([
      '---',
      'dated: true',
      'tableOfContents: true',
      'numberedSections: true',
      '---',
      '',
      '## Einleitung {% #einleitung %}',
      '',
      '## Sonstiges {% #sonstiges %}',
    ])
    expect(document.dated).toBe(true)
    expect(document.tableOfContents).toBe(true)
    expect(document.sections.map((section) => section.heading)).toEqual([
      '1. Einleitung',
      '2. Sonstiges',
    ])
    expect(parse(['## Text {% #text %}']).dated).toBe(false)
    // The date is the text's last change, found by the build (ADR 026), never written by hand.
    expect(() => parse(['---', 'dated: true', 'updated: 01.02.2026', '---'])).toThrow(
      `${file}:3: front matter: "updated" is not one of dated, tableOfContents, numberedSections`,
    )
    expect(() => parse(['---', 'dated: yes', '---'])).toThrow(`${file}:2: front matter: dated:`)
  })

  it('fills in the facts: texts, phone and e-mail as links, pages and anchors', () => {
    expect(
      blocks([
        '{% $restaurant.legalName %}, {% $restaurant.address.locality %}\\',
        'Telefon: {% link $restaurant.phone /%}, E-Mail: {% link $restaurant.email /%} ({% $restaurant.email %})',
      ]),
    ).toEqual([
      {
        lines: [
          `${restaurant.legalName}, ${restaurant.address.locality}`,
          [
            'Telefon: ',
            { text: restaurant.phone.replace('+49 ', '0'), href: 'tel:+493023125555' },
            ', E-Mail: ',
            { text: restaurant.email, href: `mailto:${restaurant.email}` },
            ` (${restaurant.email})`,
          ],
        ],
      },
    ])
    expect(
      blocks(['Die {% link $pages.agb-page fragment=$anchors.withdrawal %}AGB{% /link %}.']),
    ).toEqual([
      { paragraph: ['Die ', { text: 'AGB', href: href('agb-page', 'de', 'widerruf') }, '.'] },
    ])
    expect(parse(['## Karte {% id=$anchors.map %}']).sections[0]?.id).toBe('openstreetmap')
    expect(blocks(['Zur {% link $anchors.map %}Karte{% /link %}'])).toEqual([
      { paragraph: ['Zur ', { text: 'Karte', href: '#openstreetmap' }] },
    ])
  })

  it('dials the phone number as a reader of the document’s language does', () => {
    const link = (language: 'de' | 'en') =>
      parse(['## A {% #a %}', '', '{% link $restaurant.phone /%}'], restaurant, language)
        .sections[0]?.blocks
    expect(link('en')).toEqual([
      { paragraph: [{ text: restaurant.phone, href: 'tel:+493023125555' }] },
    ])
  })

  it('marks a link from an English document to a German-only page with its language', () => {
    const document = parse(
      ['## A {% #a %}', '', '{% link $pages.agb-page %}Terms{% /link %}'],
      restaurant,
      'en',
    )
    expect(document.sections[0]?.blocks).toEqual([
      { paragraph: [{ text: 'Terms', href: '/agb', hrefLang: 'de' }] },
    ])
  })

  it('links a page in a language of its own choosing, and ids and the country per language', () => {
    const lines = [
      '## A {% id=$anchors.orderingService %}',
      '',
      '{% link $pages.datenschutz-page.de %}German{% /link %}, {% link $pages.datenschutz-page %}here{% /link %}, {% $restaurant.address.countryName %}',
    ]
    const english = parse(lines, restaurant, 'en').sections[0]
    expect(english?.id).toBe('ordering-service')
    expect(english?.blocks).toEqual([
      {
        paragraph: [
          { text: 'German', href: '/datenschutz', hrefLang: 'de' },
          ', ',
          { text: 'here', href: '/en/privacy' },
          ', Germany',
        ],
      },
    ])
    const german = parse(lines).sections[0]
    expect(german?.id).toBe('bestellservice')
    expect(german?.blocks).toEqual([
      {
        paragraph: [
          { text: 'German', href: '/datenschutz' },
          ', ',
          { text: 'here', href: '/datenschutz' },
          ', Deutschland',
        ],
      },
    ])
  })

  it('offers where the site is published as a condition', () => {
    const lines = [
      '## A {% #a %}',
      '',
      '{% if equals($restaurant.publishing, "github-pages") %}',
      'Pages',
      '{% else equals($restaurant.publishing, "own-server") /%}',
      'Server',
      '{% /if %}',
    ]
    const shown = (publishing: Restaurant['publishing']) =>
      parse(lines, { ...restaurant, publishing }).sections[0]?.blocks
    expect(shown('github-pages')).toEqual([{ paragraph: 'Pages' }])
    expect(shown('own-server')).toEqual([{ paragraph: 'Server' }])
    expect(() =>
      blocks(['{% if equals($restaurant.publishing, "netlify") %}', '{% /if %}']),
    ).toThrow('"netlify" is not one of github-pages, own-server')
  })

  it('puts a fact of several parts on lines of its own', () => {
    const data = {
      ...restaurant,
      dataProtectionAuthority: { ...restaurant.dataProtectionAuthority, address: 'A 1, B 2' },
    }
    expect(
      blocks(['Name\\', '{% $restaurant.dataProtectionAuthority.addressLines %}\\', 'Ende'], data),
    ).toEqual([{ lines: ['Name', 'A 1', 'B 2', 'Ende'] }])
    expect(() =>
      blocks(['- {% $restaurant.dataProtectionAuthority.addressLines %}'], data),
    ).toThrow(`${file}:3: {% $restaurant.dataProtectionAuthority.addressLines %} has several lines`)
  })

  it('keeps a fact’s link on a line of its own in its block of lines (a web address)', () => {
    expect(blocks(['Name\\', '{% link $restaurant.siteUrl /%}', '', 'Danach'])).toEqual([
      { lines: ['Name', [{ text: restaurant.siteUrl, href: restaurant.siteUrl }]] },
      { paragraph: 'Danach' },
    ])
  })
})

describe('conditions', () => {
  const registered = {
    ...restaurant,
    commercialRegister: { court: 'Amtsgericht Kaiserslautern', number: 'GnR 12' },
  }
  const withCondition = (condition: string) => [
    'Davor',
    '',
    `{% if ${condition} %}`,
    'Bedingt',
    '',
    '{% /if %}',
    'Danach',
  ]
  const role = (choice: string) => `equals($restaurant.orderingServiceRole, "${choice}")`
  const registerType = (choice: string) =>
    `equals($restaurant.commercialRegister.type, "${choice}")`

  it('leave the block of a condition that does not hold out, and keep it when it holds', () => {
    expect(restaurant.vatId).toBeUndefined()
    expect(blocks(withCondition('$restaurant.vatId'))).toEqual([
      { paragraph: 'Davor' },
      { paragraph: 'Danach' },
    ])
    expect(
      blocks(withCondition('$restaurant.vatId'), { ...restaurant, vatId: 'DE123456789' }),
    ).toEqual([{ paragraph: 'Davor' }, { paragraph: 'Bedingt' }, { paragraph: 'Danach' }])
  })

  it('compare a fact with choices: one of them, or any of several', () => {
    expect(blocks(withCondition(role('controller')))).toHaveLength(2)
    expect(blocks(withCondition(role('processor')))).toHaveLength(3)
    const type = (first: string, second: string) =>
      blocks(withCondition(`or(${registerType(first)}, ${registerType(second)})`), registered)
    expect(type('HRA', 'HRB')).toHaveLength(2)
    expect(type('HRB', 'GnR')).toHaveLength(3)
  })

  it('choose between two with else, and stand inside a line', () => {
    const line = `Der Dienst ist {% if ${role('processor')} %}Auftragsverarbeiter{% else /%}selbst verantwortlich{% /if %}.`
    expect(blocks([line])).toEqual([{ paragraph: 'Der Dienst ist Auftragsverarbeiter.' }])
    expect(blocks([line], { ...restaurant, orderingServiceRole: 'controller' })).toEqual([
      { paragraph: 'Der Dienst ist selbst verantwortlich.' },
    ])
  })

  it('nest, and leave lines out of a block of lines', () => {
    const lines = [
      '{% if $restaurant.commercialRegister %}',
      `{% if ${registerType('GnR')} %}Genossenschaftsregister\\`,
      '{% /if %}Nummer: {% $restaurant.commercialRegister.number %}',
      '{% /if %}',
    ]
    expect(blocks(lines, registered)).toEqual([
      { lines: ['Genossenschaftsregister', 'Nummer: GnR 12'] },
    ])
    expect(blocks(lines)).toEqual([])
  })

  it('fail on a condition on no fact, or with a choice the fact does not have', () => {
    expect(() => blocks(withCondition('$restaurant.vatID'))).toThrow(
      `${file}:5: Undefined variable: 'restaurant.vatID'`,
    )
    expect(() => blocks(withCondition(role('platform')))).toThrow(
      `${file}:5: equals($restaurant.orderingServiceRole, "platform"): "platform" is not one of processor, controller`,
    )
    expect(() => blocks(withCondition('equals($restaurant.legalName, "x")'))).toThrow(
      'restaurant.legalName has no choices',
    )
    expect(() => blocks(withCondition(`or(${registerType('HRX')}, $restaurant.vatid)`))).toThrow(
      [
        `${file}:5: equals($restaurant.commercialRegister.type, "HRX"): "HRX" is not one of HRA, HRB, GnR, PR, VR`,
        `${file}:5: Undefined variable: 'restaurant.vatid'`,
      ].join('\n'),
    )
  })

  it('fail unless each is closed', () => {
    expect(() => blocks(['{% if $restaurant.vatId %}', 'Text'])).toThrow(
      `${file}:3: Node 'if' is missing closing`,
    )
    expect(() => blocks(['Text', '', '{% /if %}'])).toThrow(
      `${file}:5: Node 'tag' is missing opening`,
    )
  })
})

describe('facts that cannot be filled in fail the build', () => {
  it('naming file, line and fact when the name is unknown', () => {
    expect(() => blocks(['Inhaber: {% $restaurant.ownerName %}'])).toThrow(
      `${file}:3: Undefined variable: 'restaurant.ownerName'`,
    )
    expect(() => blocks(['Anschrift: {% $restaurant.address %}'])).toThrow(
      `${file}:3: Undefined variable: 'restaurant.address' (a group of facts, not a fact)`,
    )
  })

  it('also inside a condition the data leaves out', () => {
    expect(() =>
      blocks(['{% if $restaurant.vatId %}', 'USt-IdNr.: {% $restaurant.vatid %}', '{% /if %}']),
    ).toThrow(`${file}:4: Undefined variable: 'restaurant.vatid'`)
  })

  it('when the data may leave it out and no condition asks for it, whatever today’s data holds', () => {
    const message = `${file}:3: {% $restaurant.vatId %} may be left empty in the data: put it inside {% if $restaurant.vatId %}`
    expect(() => blocks(['USt-IdNr.: {% $restaurant.vatId %}'])).toThrow(message)
    expect(() =>
      blocks(['USt-IdNr.: {% $restaurant.vatId %}'], { ...restaurant, vatId: 'DE123456789' }),
    ).toThrow(message)
  })

  it('naming the line of the occurrence at fault, not of the first one', () => {
    const lines = [
      '{% $restaurant.legalName %}\\',
      '{% if $restaurant.vatId %}USt-IdNr.: {% $restaurant.vatId %}\\',
      '{% /if %}Inhaber: {% $restaurant.owner %}\\',
      'Noch einmal: {% $restaurant.vatId %}, {% link $restaurant.legalName /%}',
      '',
      '- {% link $restaurant.email /%} oder {% link $restaurant.owner /%}',
    ]
    expect(() => blocks(lines)).toThrow(
      [
        `${file}:6: {% $restaurant.vatId %} may be left empty in the data: put it inside {% if $restaurant.vatId %}`,
        `${file}:6: {% link $restaurant.legalName %}: only a phone number, an e-mail address, a URL, a page or an anchor makes a link`,
        `${file}:8: {% link $restaurant.owner %}: only a phone number, an e-mail address, a URL, a page or an anchor makes a link`,
      ].join('\n'),
    )
  })

  it('when a fact stands in a form its kind does not have', () => {
    expect(() => blocks(['{% link $restaurant.legalName /%}'])).toThrow(
      `${file}:3: {% link $restaurant.legalName %}: only a phone number, an e-mail address, a URL, a page or an anchor makes a link`,
    )
    expect(() => blocks(['{% $restaurant.orderingServiceRole %}'])).toThrow(
      `${file}:3: {% $restaurant.orderingServiceRole %} is for conditions only`,
    )
    expect(() => blocks(['Die {% $pages.agb-page %}'])).toThrow(
      `${file}:3: {% $pages.agb-page %} is a link target: {% link $pages.agb-page %}text{% /link %}`,
    )
    expect(() => blocks(['{% link $pages.agb-page /%}'])).toThrow('needs its text')
    expect(() => blocks(['Text {% $restaurant.legalName'])).toThrow(`${file}:3: an unclosed {%`)
  })
})

describe('Markdown the legal texts do not use fails the build', () => {
  it.each([
    ['emphasis', 'Ein *betonter* Text', 'em'],
    ['strong emphasis', 'Ein **fetter** Text', 'strong'],
    ['code', 'Ein `Code`', 'code'],
    ['a quotation', '> Zitat', 'blockquote'],
    ['a heading of the page’s level', '# Titel', 'heading'],
    ['HTML', '<b>fett</b>', 'html_inline'],
  ])('%s', (_name, line, type) => {
    expect(() => blocks([line])).toThrow(`${file}:3: Markdown the legal texts do not use (${type})`)
  })

  it('a numbered list', () => {
    expect(() => blocks(['1. Erstens'])).toThrow(
      `${file}:3: Markdown the legal texts do not use (list)`,
    )
  })

  it('a section without an id, an id twice, or text before the first section', () => {
    expect(() => parse(['## Ohne Anker'])).toThrow(`${file}:1: a ## heading needs an id: {% #id %}`)
    expect(() => parse(['## A {% #a %}', '', '### B {% #a %}'])).toThrow(
      `${file}:3: the id "a" is there twice`,
    )
    expect(() => parse(['## A {% id="Anker A" %}'])).toThrow('"Anker A" is no id')
    expect(() => parse(['Text', '', '## A {% #a %}'])).toThrow(
      `${file}:1: text before the first ## heading`,
    )
  })
})

describe('the documents by name and language', () => {
  it('are read from documents/<language>/<name>.md', () => {
    expect(legalDocument('impressum', 'de', restaurant).sections[0]?.id).toBe('angaben')
    expect(legalDocument('privacy', 'en', restaurant).sections[0]?.id).toBe('about')
    expect(() => legalDocument('agb', 'en', restaurant)).toThrow(
      'src/features/legal/documents/en/agb.md: no such legal document',
    )
  })

  it('name their file in a message about a mistake', () => {
    const ownerless = { ...restaurant, owner: undefined } as unknown as Restaurant
    expect(() => legalDocument('impressum', 'de', ownerless)).toThrow(
      /^src\/features\/legal\/documents\/de\/impressum\.md:\d+: \{% \$restaurant\.owner %\} has no value/,
    )
  })
})
