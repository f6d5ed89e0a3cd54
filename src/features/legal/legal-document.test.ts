import Markdoc from '@markdoc/markdoc'
import { describe, expect, it } from 'vitest'
import type { Language, Restaurant } from '@/schemas'
import { href } from '@/lib/routes'
import { loadSite } from '@/testing/site'
import { legalDocument, readLegalDocument } from './legal-document'

/*
 * Reading a legal document: what Markdoc renders for each piece of the syntax (as HTML, the
 * components by their tag names, classes left out), and the mistakes that fail the build with
 * the document, the line and the fact.
 */

const { restaurant } = loadSite()
const file = 'documents/de/test.md'

/** The document of the lines given, read with the facts of `data`. */
const read = (lines: string[], data: Restaurant = restaurant, language: Language = 'de') =>
  readLegalDocument(file, lines.join('\n'), data, language)

/** The document as HTML, without classes. */
const html = (lines: string[], data?: Restaurant, language?: Language) =>
  Markdoc.renderers
    .html(read(lines, data, language).content)
    .replace(/ class="[^"]*"/g, '')
    .replaceAll('\u00a0', '~')

/** The HTML of a section's body, after its heading. */
const body = (lines: string[], data?: Restaurant, language?: Language) =>
  html(['## A {% #a %}', '', ...lines], data, language)
    .replace(/^<Section id="a" heading="A">/, '')
    .replace(/<\/Section>$/, '')

describe('legal documents in Markdoc', () => {
  it('reads sections, subsections, paragraphs, lists, blocks of lines and links', () => {
    expect(
      html([
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
      ]),
    ).toBe(
      [
        '<Section id="erster" heading="Erster Abschnitt">',
        '<p>Ein Absatz, über zwei Zeilen.</p><ul><li>eins</li><li>zwei</li></ul>',
        '<Subsection heading="Unterabschnitt"><p>Zeile eins<br>Zeile zwei</p></Subsection>',
        '<Subsection id="anker" heading="Mit Anker">',
        '<p>Text mit <a href="#erster">Link</a> und ',
        '<a href="https://example.org/a_b">https://example.org/a_b</a>.</p>',
        '</Subsection></Section>',
      ].join(''),
    )
  })

  it('binds legal references with no-break spaces, one text node per run of text', () => {
    expect(body(['Nach § 5 DDG und', 'Art. 6 Abs. 1 lit. f DSGVO.'])).toBe(
      '<p>Nach §~5~DDG und Art.~6~Abs.~1~lit.~f~DSGVO.</p>',
    )
    const [section] = read(['## A {% #a %}', '', 'Name: {% $restaurant.legalName %}.']).content
    expect(Markdoc.Tag.isTag(section) && section.children).toEqual([
      expect.objectContaining({ name: 'p', children: [`Name: ${restaurant.legalName}.`] }),
    ])
  })

  it('reads the front matter: dated, a table of contents, numbered headings', () => {
    const document = read([
      '---',
      'dated: true',
      'tableOfContents: true',
      'numberedSections: true',
      '---',
      '',
      '## Einleitung {% #einleitung %}',
      '',
      '### Davon {% #davon %}',
      '',
      '## Sonstiges {% #sonstiges %}',
    ])
    expect(document.dated).toBe(true)
    expect(Markdoc.renderers.html(document.content)).toBe(
      [
        '<TableOfContents sections="[object Object],[object Object]"></TableOfContents>',
        '<Section id="einleitung" heading="1. Einleitung">',
        '<Subsection id="davon" heading="Davon"></Subsection></Section>',
        '<Section id="sonstiges" heading="2. Sonstiges"></Section>',
      ].join(''),
    )
    expect(Markdoc.Tag.isTag(document.content[0]) && document.content[0].attributes).toEqual({
      sections: [
        { id: 'einleitung', heading: '1. Einleitung' },
        { id: 'sonstiges', heading: '2. Sonstiges' },
      ],
    })
    expect(read(['## Text {% #text %}']).dated).toBe(false)
    // The date is the text's last change, found by the build (ADR 026), never written by hand.
    expect(() => read(['---', 'dated: true', 'updated: 01.02.2026', '---'])).toThrow(
      `${file}:3: front matter: "updated" is not one of dated, tableOfContents, numberedSections`,
    )
    expect(() => read(['---', 'dated: yes', '---'])).toThrow(`${file}:2: front matter: dated:`)
  })

  it('fills in the facts: texts, phone and e-mail as links, pages and anchors', () => {
    expect(
      body([
        '{% $restaurant.legalName %}, {% $restaurant.address.locality %}\\',
        'Telefon: {% link $restaurant.phone /%}, E-Mail: {% link $restaurant.email /%} ({% $restaurant.email %})',
      ]),
    ).toBe(
      `<p>${restaurant.legalName}, ${restaurant.address.locality}<br>` +
        `Telefon: <a href="tel:+493023125555">030 23125 555</a>, ` +
        `E-Mail: <a href="mailto:${restaurant.email}">${restaurant.email}</a> (${restaurant.email})</p>`,
    )
    expect(
      body(['Die {% link $pages.agb-page fragment=$anchors.withdrawal %}AGB{% /link %}.']),
    ).toBe(`<p>Die <a href="${href('agb-page', 'de', 'widerruf')}">AGB</a>.</p>`)
    expect(html(['## Karte {% id=$anchors.map %}'])).toContain('id="openstreetmap"')
    expect(body(['Zur {% link $anchors.map %}Karte{% /link %}'])).toBe(
      '<p>Zur <a href="#openstreetmap">Karte</a></p>',
    )
  })

  it('dials the phone number as a reader of the document’s language does', () => {
    expect(body(['{% link $restaurant.phone /%}'], restaurant, 'en')).toBe(
      `<p><a href="tel:+493023125555">${restaurant.phone}</a></p>`,
    )
  })

  it('links pages in a language of their own choosing, and ids and the country per language', () => {
    const lines = [
      '## A {% id=$anchors.orderingService %}',
      '',
      '{% link $pages.agb-page %}Terms{% /link %}, {% link $pages.datenschutz-page.de %}German{% /link %}, {% link $pages.datenschutz-page %}here{% /link %}, {% $restaurant.address.countryName %}',
    ]
    expect(html(lines, restaurant, 'en')).toBe(
      '<Section id="ordering-service" heading="A"><p>' +
        '<a href="/agb" hreflang="de">Terms</a>, <a href="/datenschutz" hreflang="de">German</a>, ' +
        '<a href="/en/privacy">here</a>, Germany</p></Section>',
    )
    expect(html(lines)).toBe(
      '<Section id="bestellservice" heading="A"><p>' +
        '<a href="/agb">Terms</a>, <a href="/datenschutz">German</a>, ' +
        '<a href="/datenschutz">here</a>, Deutschland</p></Section>',
    )
  })

  it('puts a fact of several parts on lines of its own', () => {
    const data = {
      ...restaurant,
      dataProtectionAuthority: { ...restaurant.dataProtectionAuthority, address: 'A 1, B 2' },
    }
    expect(
      body(['Name\\', '{% $restaurant.dataProtectionAuthority.addressLines %}\\', 'Ende'], data),
    ).toBe('<p>Name<br>A 1<br>B 2<br>Ende</p>')
  })

  it('keeps a fact’s link on a line of its own in the block of lines above (a web address)', () => {
    // Markdoc reads a tag alone on a line as a block; after a line ending in a backslash it is
    // the block's last line, elsewhere a paragraph of its own (legal-markdoc-config.ts).
    const site = `<a href="${restaurant.siteUrl}">${restaurant.siteUrl}</a>`
    expect(body(['Name\\', '{% link $restaurant.siteUrl /%}', '', 'Danach'])).toBe(
      `<p>Name<br>${site}</p><p>Danach</p>`,
    )
    expect(body(['Davor', '', '{% link $restaurant.siteUrl /%}'])).toBe(
      `<p>Davor</p><p>${site}</p>`,
    )
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
    expect(body(withCondition('$restaurant.vatId'))).toBe('<p>Davor</p><p>Danach</p>')
    expect(body(withCondition('$restaurant.vatId'), { ...restaurant, vatId: 'DE123456789' })).toBe(
      '<p>Davor</p><p>Bedingt</p><p>Danach</p>',
    )
  })

  it('hold for an optional group only where the data has it', () => {
    const lines = withCondition('$restaurant.commercialRegister')
    expect(body(lines)).toBe('<p>Davor</p><p>Danach</p>')
    expect(body(lines, registered)).toBe('<p>Davor</p><p>Bedingt</p><p>Danach</p>')
  })

  it('compare a fact with choices: one of them, or any of several', () => {
    expect(body(withCondition(role('controller')))).not.toContain('Bedingt')
    expect(body(withCondition(role('processor')))).toContain('Bedingt')
    const type = (first: string, second: string) =>
      body(withCondition(`or(${registerType(first)}, ${registerType(second)})`), registered)
    expect(type('HRA', 'HRB')).not.toContain('Bedingt')
    expect(type('HRB', 'GnR')).toContain('Bedingt')
  })

  it('choose between two with else, and stand inside a line', () => {
    const line = `Der Dienst ist {% if ${role('processor')} %}Auftragsverarbeiter{% else /%}selbst verantwortlich{% /if %}.`
    expect(body([line])).toBe('<p>Der Dienst ist Auftragsverarbeiter.</p>')
    expect(body([line], { ...restaurant, orderingServiceRole: 'controller' })).toBe(
      '<p>Der Dienst ist selbst verantwortlich.</p>',
    )
  })

  it('offer where the site is published', () => {
    const lines = [
      '{% if equals($restaurant.publishing, "github-pages") %}',
      'Pages',
      '{% else equals($restaurant.publishing, "own-server") /%}',
      'Server',
      '{% /if %}',
    ]
    const shown = (publishing: Restaurant['publishing']) =>
      body(lines, { ...restaurant, publishing })
    expect(shown('github-pages')).toBe('<p>Pages</p>')
    expect(shown('own-server')).toBe('<p>Server</p>')
  })

  it('nest, and leave lines out of a block of lines', () => {
    const lines = [
      '{% if $restaurant.commercialRegister %}',
      `{% if ${registerType('GnR')} %}Genossenschaftsregister\\`,
      '{% /if %}Nummer: {% $restaurant.commercialRegister.number %}',
      '{% /if %}',
    ]
    expect(body(lines, registered)).toBe('<p>Genossenschaftsregister<br>Nummer: GnR 12</p>')
    expect(body(lines)).toBe('')
  })

  it('fail on a fact that does not exist or a choice it does not have, naming the line', () => {
    expect(() => body(withCondition('$restaurant.vatID'))).toThrow(
      `${file}:5: Undefined variable: 'restaurant.vatID'`,
    )
    expect(() => body(withCondition(role('platform')))).toThrow(
      `${file}:5: $restaurant.orderingServiceRole: "platform" is not one of processor, controller`,
    )
    expect(() => body(withCondition('equals($restaurant.legalName, "x")'))).toThrow(
      `${file}:5: equals() compares a fact that has choices with one of them`,
    )
    expect(() => body(withCondition(`or(${registerType('HRX')}, $restaurant.vatid)`))).toThrow(
      [
        `${file}:5: $restaurant.commercialRegister.type: "HRX" is not one of HRA, HRB, GsR, GnR, PR, VR`,
        `${file}:5: Undefined variable: 'restaurant.vatid'`,
      ].join('\n'),
    )
    expect(() => body(withCondition('not(equals($restaurant.publishing, "netlify"))'))).toThrow(
      '"netlify" is not one of github-pages, own-server',
    )
  })

  it('fail unless each is closed', () => {
    expect(() => body(['{% if $restaurant.vatId %}', 'Text'])).toThrow(
      `${file}:3: Node 'if' is missing closing`,
    )
    expect(() => body(['Text', '', '{% /if %}'])).toThrow(
      `${file}:5: Node 'tag' is missing opening`,
    )
  })
})

describe('facts that cannot be filled in fail the build', () => {
  it('naming document, line and fact when the name is unknown, also where the data has none', () => {
    expect(() => body(['Inhaber: {% $restaurant.ownerName %}'])).toThrow(
      `${file}:3: Undefined variable: 'restaurant.ownerName'`,
    )
    expect(() =>
      body(['{% if $restaurant.vatId %}', 'USt-IdNr.: {% $restaurant.vatid %}', '{% /if %}']),
    ).toThrow(`${file}:4: Undefined variable: 'restaurant.vatid'`)
    expect(() =>
      body([
        '{% if $restaurant.commercialRegister %}{% $restaurant.commercialRegister.cort %}{% /if %}',
      ]),
    ).toThrow(`${file}:3: Undefined variable: 'restaurant.commercialRegister.cort'`)
  })

  it('naming the line of the occurrence at fault, not of its paragraph', () => {
    const lines = [
      '{% $restaurant.legalName %}\\',
      'Inhaber: {% $restaurant.responsiblePerson %}\\',
      'Noch einmal: {% $restaurant.vatID %}, {% link $restaurant.legalName /%}',
      '',
      '- {% link $restaurant.email /%} oder {% link $restaurant.responsiblePerson /%}',
    ]
    expect(() => body(lines)).toThrow(
      [
        `${file}:5: Undefined variable: 'restaurant.vatID'`,
        `${file}:5: {% link $restaurant.legalName %} links no phone, e-mail, URL, page or anchor`,
        `${file}:7: {% link $restaurant.responsiblePerson %} links no phone, e-mail, URL, page or anchor`,
      ].join('\n'),
    )
  })

  it('when a fact stands where its kind cannot', () => {
    expect(() => body(['{% $restaurant.orderingServiceRole %}'])).toThrow(
      `${file}:3: {% $restaurant.orderingServiceRole %} is no text: a choice, entry or group`,
    )
    expect(() => body(['Anschrift: {% $restaurant.address %}'])).toThrow(
      `${file}:3: {% $restaurant.address %} is no text: a choice, entry or group`,
    )
    expect(() => body(['Die {% $pages.agb-page %}'])).toThrow(
      `${file}:3: {% $pages.agb-page %} is a link target: {% link $pages.agb-page %}text{% /link %}`,
    )
    expect(() => body(['{% link $pages.agb-page /%}'])).toThrow(
      `${file}:3: {% link $pages.agb-page %} needs its text`,
    )
    expect(() => body(['{% link "https://example.org" /%}'])).toThrow(
      `${file}:3: {% link %} links a fact; a web address: [text](https://…)`,
    )
    expect(() => body(['{% link $pages.agb-page fragment="widerruf" %}AGB{% /link %}'])).toThrow(
      `${file}:3: fragment= takes an anchor`,
    )
    expect(() => body(['Text {% $restaurant.legalName'])).toThrow(`${file}:3: an unclosed {%`)
  })

  it('when today’s data has no value for a fact the document shows', () => {
    expect(() => body(['USt-IdNr.: {% $restaurant.vatId %}'])).toThrow(
      `${file}:3: {% $restaurant.vatId %} has no value in the data: put it inside {% if $restaurant.vatId %}`,
    )
    // Where today's data does not show it, it needs none; where it shows an else, the else's.
    const choice = (data: Restaurant) =>
      body(
        [
          '{% if $restaurant.commercialRegister %}',
          'Registernummer: {% $restaurant.commercialRegister.number %}',
          '{% else equals($restaurant.publishing, "github-pages") /%}',
          'Umsatzsteuer: {% $restaurant.vatId %}',
          '{% /if %}',
        ],
        data,
      )
    expect(choice({ ...restaurant, publishing: 'own-server' })).toBe('')
    expect(() => choice({ ...restaurant, publishing: 'github-pages' })).toThrow(
      `${file}:6: {% $restaurant.vatId %} has no value in the data`,
    )
    expect(body(['USt-IdNr.: {% $restaurant.vatId %}'], { ...restaurant, vatId: 'DE1' })).toBe(
      '<p>USt-IdNr.: DE1</p>',
    )
  })
})

describe('Markdown the legal texts do not use fails the build', () => {
  it.each([
    ['emphasis', 'Ein *betonter* Text', 'Markdown the legal texts do not use (em)'],
    ['strong emphasis', 'Ein **fetter** Text', 'Markdown the legal texts do not use (strong)'],
    ['code', 'Ein `Code`', 'Markdown the legal texts do not use (code)'],
    ['a quotation', '> Zitat', 'Markdown the legal texts do not use (blockquote)'],
    ['HTML', '<b>fett</b>', 'Markdown the legal texts do not use (html_inline)'],
    ['a numbered list', '1. Erstens', 'Markdown the legal texts do not use (numbered list)'],
    ['a heading of the page’s level', '# Titel', "Attribute 'level' must match one of [2,3]"],
    ['a link’s title', '[AGB](/agb "Titel")', "Invalid attribute: 'title'"],
    ['a blank line between list items', '- a\n\n- b', "Can't nest 'paragraph' in 'item'"],
    [
      'a tag Markdoc has, the legal texts not',
      '{% partial file="x" /%}',
      "Undefined tag: 'partial'",
    ],
  ])('%s', (_name, line, message) => {
    expect(() => body([line])).toThrow(`${file}:3: ${message}`)
  })

  it('a section without an id, an id that is none, or text before the first section', () => {
    expect(() => read(['## Ohne Anker'])).toThrow(`${file}:1: a ## heading needs an id: {% #id %}`)
    expect(() => read(['## A {% id="1a" %}'])).toThrow(
      `${file}:1: The 'id' attribute must start with a letter`,
    )
    expect(() => read(['Text', '', '## A {% #a %}'])).toThrow(
      `${file}:1: text before the first ## heading`,
    )
  })
})

describe('the documents by name and language', () => {
  it('are read from documents/<language>/<name>.md', () => {
    const id = ({ content }: ReturnType<typeof legalDocument>) =>
      content.filter(Markdoc.Tag.isTag).find((tag) => tag.name === 'Section')?.attributes.id
    expect(id(legalDocument('impressum', 'de', restaurant))).toBe('angaben')
    expect(id(legalDocument('privacy', 'en', restaurant))).toBe('about')
    expect(() => legalDocument('agb', 'en', restaurant)).toThrow(
      'src/features/legal/documents/en/agb.md: no such legal document',
    )
  })

  it('name their file in a message about a mistake', () => {
    const nameless = { ...restaurant, legalName: undefined } as unknown as Restaurant
    expect(() => legalDocument('impressum', 'de', nameless)).toThrow(
      /^src\/features\/legal\/documents\/de\/impressum\.md:\d+: \{% \$restaurant\.legalName %\} has no value/,
    )
  })
})
