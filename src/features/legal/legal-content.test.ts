import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Language, Restaurant } from '@/schemas'
import { legalAnchors } from '@/lib/legal-anchors'
import { displayPhone, telHref } from '@/lib/phone'
import { href } from '@/lib/routes'
import { inPage } from '@/testing/render-in-page'
import { loadSite } from '@/testing/site'
import { LegalBody } from './legal-body'
import { calendarDate } from '@/lib/locale'
import { legalDocument } from './legal-document'

/*
 * The legal texts as the pages show them: each document rendered from the owner's data (or a
 * variant of it) with the site's components, and read back as a visitor's browser would.
 */

const { restaurant } = loadSite()

type Name = 'impressum' | 'datenschutz' | 'agb'
const names: Name[] = ['impressum', 'datenschutz', 'agb']

/** The date of the texts' last change the tests pass, as the build would (ADR 026). */
const changed = new Date('2026-11-24T10:00:00Z')

/** The rendered text of a document for `data`, in an element of its own. */
function rendered(
  name: Name | 'privacy',
  data: Restaurant = restaurant,
  language: Language = 'de',
): HTMLElement {
  const element = document.createElement('div')
  const Page = inPage(language, name === 'privacy' ? 'datenschutz-page' : `${name}-page`)
  element.innerHTML = renderToStaticMarkup(
    createElement(
      Page,
      null,
      createElement(LegalBody, { document: legalDocument(name, language, data), updated: changed }),
    ),
  )
  return element
}

/** Text as read, no-break spaces as spaces (src/lib/no-break.test.ts checks those). */
const textOf = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replaceAll('\u00a0', ' ')

function section(element: HTMLElement, id: string): HTMLElement {
  const found = element.querySelector<HTMLElement>(`section[id="${id}"]`)
  expect(found, id).not.toBeNull()
  return found!
}

const sectionIds = (element: HTMLElement) =>
  [...element.querySelectorAll('#legal-body > section')].map((found) => found.id)

/** The subsection of a section by its heading: its heading and what follows up to the next. */
function subsection(element: HTMLElement, heading: string): HTMLElement {
  const found = [...element.querySelectorAll('section > div')].find(
    (candidate) => textOf(candidate.querySelector('h3')) === heading,
  )
  expect(found, heading).toBeDefined()
  return found as HTMLElement
}

const links = (element: HTMLElement) =>
  [...element.querySelectorAll('a')].map((link) => ({
    text: link.textContent ?? '',
    href: link.getAttribute('href') ?? '',
  }))

/** The lines of each paragraph: a block of lines has one per <br>. */
const paragraphLines = (element: HTMLElement) =>
  [...element.querySelectorAll('p')].map((paragraph) =>
    paragraph.innerHTML
      .split('<br>')
      .map((line) => textOf(Object.assign(document.createElement('span'), { innerHTML: line }))),
  )

const documents = Object.fromEntries(names.map((name) => [name, rendered(name)])) as Record<
  Name,
  HTMLElement
>

describe('legal references', () => {
  it('binds the references of the rendered texts, in headings and paragraphs', () => {
    expect(documents.agb.textContent).toContain(
      '(§\u00a0312g\u00a0Abs.\u00a02\u00a0Nr.\u00a02\u00a0BGB)',
    )
    expect(documents.impressum.querySelector('h2')?.textContent).toBe(
      'Angaben gemäß §\u00a05\u00a0DDG',
    )
  })
})

describe.each(names)('legal text %s', (name) => {
  const element = documents[name]

  it('has unique, URL-safe section and subsection ids', () => {
    const ids = [...element.querySelectorAll('section[id], section div[id]')].map(
      (found) => found.id,
    )
    expect(ids.length).toBeGreaterThan(5)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('links within the page only to sections that exist', () => {
    for (const link of links(element).filter((candidate) => candidate.href.startsWith('#'))) {
      expect(element.querySelector(`[id="${link.href.slice(1)}"]`), link.href).not.toBeNull()
    }
  })

  it('uses German typography and leaves no placeholder', () => {
    const text = textOf(element)
    expect(text).not.toMatch(/["']/) // „…“ and ’ instead of typewriter quotes
    expect(text).not.toMatch(/ - /) // – as the dash
    expect(text).not.toMatch(/[{}<>\\]|undefined|null|TODO|lorem/i)
  })

  it('never links to the closed EU online dispute resolution platform', () => {
    for (const link of links(element)) expect(link.href).not.toContain('ec.europa.eu')
  })
})

describe('the date of the version and the table of contents', () => {
  it('formats the date of the last change in Berlin, per language', () => {
    expect(calendarDate(changed, 'de')).toBe('24.11.2026')
    expect(calendarDate(changed, 'en')).toBe('November 24, 2026')
    // 23:30 UTC is already the next day in Berlin.
    expect(calendarDate(new Date('2026-11-24T23:30:00Z'), 'de')).toBe('25.11.2026')
  })

  it.each(['datenschutz', 'agb'] as const)(
    '%s shows „Stand“ and links to every section',
    (name) => {
      const element = documents[name]
      expect(textOf(element.querySelector('#legal-body > p'))).toBe('Stand: 24.11.2026')
      const contents = [...element.querySelectorAll('nav a')].map((link) =>
        link.getAttribute('href'),
      )
      expect(contents).toEqual(sectionIds(element).map((id) => `#${id}`))
    },
  )

  it('the Impressum has neither', () => {
    expect(documents.impressum.querySelector('#legal-body > p')).toBeNull()
    expect(documents.impressum.querySelector('nav')).toBeNull()
  })
})

describe('restaurant details from the content', () => {
  it('fill in the provider and contact of the Impressum and the Datenschutzerklärung', () => {
    const provider = [
      restaurant.legalName,
      `Inhaber: ${restaurant.representatives.join(' und ')}`,
      restaurant.address.street,
      `${restaurant.address.postalCode} ${restaurant.address.locality}`,
      restaurant.address.country,
    ]
    const datenschutzController = section(documents.datenschutz, 'verantwortliche-stelle')
    for (const [providerSection, element] of [
      [section(documents.impressum, 'angaben'), section(documents.impressum, 'kontakt')],
      [datenschutzController, datenschutzController],
    ] as const) {
      expect(paragraphLines(providerSection)).toContainEqual(provider)
      expect(paragraphLines(element)).toContainEqual([
        `Telefon: ${displayPhone(restaurant.phone, 'de')}`,
        `E-Mail: ${restaurant.email}`,
      ])
      expect(links(element)).toContainEqual({
        text: displayPhone(restaurant.phone, 'de'),
        href: telHref(restaurant.phone),
      })
      expect(links(element)).toContainEqual({
        text: restaurant.email,
        href: `mailto:${restaurant.email}`,
      })
    }
  })

  it('follow a change of the data', () => {
    const other = {
      ...restaurant,
      legalName: 'Curry Haus Kaiserslautern',
      representatives: ['Anita Rao'],
      email: 'info@curry-haus.example',
      address: { ...restaurant.address, street: 'Marktstraße 1', locality: 'Kaiserslautern' },
    }
    for (const name of names) {
      const text = textOf(rendered(name, other))
      expect(text, name).toContain('Curry Haus Kaiserslautern')
      expect(text, name).toContain('info@curry-haus.example')
      expect(text, name).not.toContain(restaurant.legalName)
      expect(text, name).not.toContain(restaurant.email)
    }
    expect(textOf(rendered('impressum', other))).toContain('Inhaber: Anita Rao')
  })

  it('name the hosting provider in the section on server log files, on an own server', () => {
    const hosting = section(
      rendered('datenschutz', { ...restaurant, publishing: 'own-server' }),
      'hosting',
    )
    const { hostingProvider } = restaurant
    expect(textOf(hosting)).not.toContain('GitHub')
    expect(paragraphLines(hosting)).toContainEqual([
      hostingProvider.name,
      hostingProvider.address,
      hostingProvider.url,
    ])
    expect(links(hosting)).toContainEqual({ text: hostingProvider.url, href: hostingProvider.url })
    expect(textOf(hosting)).toContain('Art. 28 DSGVO')
    expect(textOf(hosting)).toContain('Art. 6 Abs. 1 lit. f DSGVO')
    expect(textOf(hosting)).toContain('IP-Adresse')
    expect(textOf(hosting)).toContain(
      'Die Server-Logfiles werden nach 14 Tagen automatisch gelöscht',
    )
  })

  it('name the ordering service by the host of its address', () => {
    expect(textOf(section(documents.datenschutz, 'bestellservice'))).toContain(
      `eines externen Bestellservice (${new URL(restaurant.orderingUrl).host})`,
    )
  })

  it('link the ordering service’s privacy terms', () => {
    expect(links(documents.datenschutz).map((link) => link.href)).toContain(
      restaurant.orderingPrivacyUrl,
    )
  })

  it('the Impressum names the laws that replaced the ones it used to cite', () => {
    const text = textOf(documents.impressum)
    expect(text).toContain('der früheren nach § 5 TMG')
    expect(text).toContain('§ 55 Abs. 2 des früheren Rundfunkstaatsvertrags')
    expect(text).toContain('§ 36 Verbraucherstreitbeilegungsgesetz')
  })

  it('the Datenschutzerklärung names the legal basis of the order data, and the authority under the rights', () => {
    expect(textOf(section(documents.datenschutz, 'bestelldaten'))).toContain(
      'Art. 6 Abs. 1 lit. b DSGVO',
    )
    expect(textOf(section(documents.datenschutz, 'rechte'))).toContain(
      restaurant.dataProtectionAuthority.name,
    )
  })

  it('name the supervisory authority in the Impressum (§ 5 Abs. 1 Nr. 3 DDG)', () => {
    const authority = section(documents.impressum, 'aufsichtsbehoerde')
    expect(textOf(authority)).toContain('§ 5 Abs. 1 Nr. 3 DDG')
    expect(textOf(authority)).toContain('Gaststättenerlaubnis')
    expect(paragraphLines(authority)).toContainEqual([
      restaurant.supervisoryAuthority.name,
      restaurant.supervisoryAuthority.address,
    ])
    expect(restaurant.supervisoryAuthority).toEqual({
      name: 'Verbandsgemeindeverwaltung Otterbach-Otterberg',
      address: 'Hauptstraße 27, 67731 Otterbach',
    })
  })

  it('take the supervisory authority from the content, not from the text', () => {
    const supervisoryAuthority = {
      name: 'Kreisverwaltung Kaiserslautern',
      address: 'Lauterstraße 8, 67657 Kaiserslautern',
    }
    const text = textOf(rendered('impressum', { ...restaurant, supervisoryAuthority }))
    expect(text).toContain(supervisoryAuthority.name)
    expect(text).toContain(supervisoryAuthority.address)
    expect(text).not.toContain(restaurant.supervisoryAuthority.name)
  })

  it('name the Landesgaststättengesetz of the state the address is in', () => {
    const law = (region: string) =>
      textOf(
        section(
          rendered('impressum', { ...restaurant, address: { ...restaurant.address, region } }),
          'aufsichtsbehoerde',
        ),
      )
    expect(law(restaurant.address.region)).toContain(
      `Gaststättenerlaubnis nach dem Landesgaststättengesetz ${restaurant.address.region} (LGastG)`,
    )
    expect(law('Saarland')).toContain('nach dem Landesgaststättengesetz Saarland (LGastG)')
  })

  it('name the data-protection authority from the content, its address a line per part', () => {
    const dataProtectionAuthority = {
      name: 'Die Landesbeauftragte für Datenschutz und Informationsfreiheit Bremen',
      address: 'Am Wall 1, 28195 Bremen',
      url: 'https://www.datenschutz.bremen.de',
    }
    const complaint = subsection(
      rendered('datenschutz', { ...restaurant, dataProtectionAuthority }),
      'Beschwerderecht bei der Aufsichtsbehörde',
    )
    expect(paragraphLines(complaint)[1]).toEqual([
      dataProtectionAuthority.name,
      'Am Wall 1',
      '28195 Bremen',
      dataProtectionAuthority.url,
    ])
    expect(links(complaint)).toEqual([
      { text: dataProtectionAuthority.url, href: dataProtectionAuthority.url },
    ])
    expect(textOf(documents.datenschutz)).toContain(restaurant.dataProtectionAuthority.name)
  })

  it('state a USt-IdNr. in the Impressum only when the content has one', () => {
    expect(restaurant.vatId).toBeUndefined()
    expect(textOf(documents.impressum)).not.toMatch(/Umsatzsteuer|USt/)
    const withVatId = rendered('impressum', { ...restaurant, vatId: 'DE123456789' })
    expect(textOf(section(withVatId, 'umsatzsteuer-id'))).toBe(
      'Umsatzsteuer-IDUmsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE123456789',
    )
  })
})

describe('register entry and Wirtschafts-Identifikationsnummer in the Impressum', () => {
  const register = { court: 'Amtsgericht Kaiserslautern', number: 'HRB 12345' }

  it('are not stated for the sole trader the content describes', () => {
    expect(restaurant.commercialRegister).toBeUndefined()
    expect(restaurant.businessId).toBeUndefined()
    expect(textOf(documents.impressum)).not.toMatch(
      /register|Wirtschafts-Identifikationsnummer|§ 139c/i,
    )
    expect(sectionIds(documents.impressum)).not.toContain('registereintrag')
    expect(sectionIds(documents.impressum)).not.toContain('wirtschafts-id')
  })

  it('name register, court and number when the content has an entry (§ 5 Abs. 1 Nr. 4 DDG)', () => {
    const element = rendered('impressum', { ...restaurant, commercialRegister: register })
    const entry = section(element, 'registereintrag')
    expect(textOf(entry.querySelector('h2'))).toBe('Registereintrag')
    expect(paragraphLines(entry)).toEqual([
      [
        'Eintragung im Handelsregister',
        'Registergericht: Amtsgericht Kaiserslautern',
        'Registernummer: HRB 12345',
      ],
    ])
    // Right after the contact details, before the supervisory authority.
    expect(sectionIds(element).slice(1, 4)).toEqual([
      'kontakt',
      'registereintrag',
      'aufsichtsbehoerde',
    ])
  })

  it.each([
    ['HRA 1', 'Handelsregister'],
    ['GnR 12', 'Genossenschaftsregister'],
    ['PR 7', 'Partnerschaftsregister'],
    ['VR 1234', 'Vereinsregister'],
  ])('names the register a number %s is in: %s', (number, registerName) => {
    const element = rendered('impressum', {
      ...restaurant,
      commercialRegister: { court: 'Amtsgericht Kaiserslautern', number },
    })
    const [lines] = paragraphLines(section(element, 'registereintrag'))
    expect(lines).toEqual([
      `Eintragung im ${registerName}`,
      'Registergericht: Amtsgericht Kaiserslautern',
      `Registernummer: ${number}`,
    ])
  })

  it('state the Wirtschafts-Identifikationsnummer when the content has one (§ 139c AO)', () => {
    const element = rendered('impressum', { ...restaurant, businessId: 'DE123456789-00001' })
    expect(textOf(section(element, 'wirtschafts-id'))).toContain(
      'Wirtschafts-Identifikationsnummer gemäß § 139c Abgabenordnung: DE123456789-00001',
    )
    // It does not bring a USt-IdNr. along.
    expect(sectionIds(element)).not.toContain('umsatzsteuer-id')
  })
})

describe('the ordering service’s role in the Datenschutzerklärung', () => {
  const orderingService = (data: Restaurant) =>
    section(rendered('datenschutz', data), 'bestellservice')
  const privacyLinks = (element: HTMLElement) =>
    links(element).filter((link) => link.href === restaurant.orderingPrivacyUrl)

  it('follows the content, which ships the processor variant', () => {
    expect(restaurant.orderingServiceRole).toBe('processor')
    expect(section(documents.datenschutz, 'bestellservice').innerHTML).toBe(
      orderingService({ ...restaurant, orderingServiceRole: 'processor' }).innerHTML,
    )
  })

  it('as processor: processes the order data on our behalf under a contract per Art. 28 DSGVO', () => {
    const element = orderingService({ ...restaurant, orderingServiceRole: 'processor' })
    const text = textOf(element)
    expect(text).toContain('in unserem Auftrag')
    expect(text).toContain('Auftragsverarbeitungsvertrag')
    expect(text).toContain('Art. 28 DSGVO')
    expect(text).not.toContain('eigener Verantwortlicher')
    expect(text).toContain('Art. 6 Abs. 1 lit. b DSGVO')
    expect(privacyLinks(element)).toHaveLength(1)
  })

  it('as controller: responsible itself under its own privacy policy; we receive the order data', () => {
    const datenschutz = rendered('datenschutz', {
      ...restaurant,
      orderingServiceRole: 'controller',
    })
    const element = section(datenschutz, 'bestellservice')
    const text = textOf(element)
    expect(text).toContain('als eigener Verantwortlicher (Art. 4 Nr. 7 DSGVO)')
    expect(text).toContain('nach seiner eigenen Datenschutzerklärung')
    expect(text).toContain('Wir erhalten vom Bestellservice die Bestelldaten')
    expect(text).not.toMatch(/in unserem Auftrag|Auftragsverarbeitung|Art\. 28 DSGVO/)
    expect(text).toContain('Art. 6 Abs. 1 lit. b DSGVO')
    expect(links(element)).toContainEqual({
      text: restaurant.orderingPrivacyUrl,
      href: restaurant.orderingPrivacyUrl,
    })
    expect(links(element)).toContainEqual({ text: 'Bestelldaten', href: '#bestelldaten' })
    expect(privacyLinks(datenschutz)).toHaveLength(1)
  })
})

describe('the map in the Datenschutzerklärung', () => {
  const map = () => section(documents.datenschutz, legalAnchors.map)
  const text = () => textOf(map())

  it('is the section other pages link to as /datenschutz#openstreetmap', () => {
    expect(legalAnchors.map).toBe('openstreetmap')
    expect(textOf(map().querySelector('h2'))).toBe('Karte (OpenStreetMap)')
  })

  it('loads only after a click on „Karte laden“, a self-hosted preview until then', () => {
    expect(text()).toContain('Die Karte wird erst geladen, wenn Sie auf „Karte laden“ klicken.')
    expect(text()).toContain('Vorschaubild, das auf unserem eigenen Server liegt')
    expect(text()).toContain('an OpenStreetMap werden keine Daten übermittelt')
    expect(text()).not.toMatch(/scrollen/)
    // The overview says the same.
    const overview = textOf(section(documents.datenschutz, 'ueberblick'))
    expect(overview).toContain(
      'die Karte von OpenStreetMap erst, wenn Sie auf „Karte laden“ klicken',
    )
    expect(overview).not.toMatch(/scrollen/)
  })

  it('names the recipients, what they receive and where they are', () => {
    expect(text()).toContain(
      'OpenStreetMap Foundation (OSMF), St John’s Innovation Centre, Cowley Road, Cambridge, CB4 0WS, Vereinigtes Königreich',
    )
    expect(text()).toContain('IP-Adresse')
    expect(text()).toContain('Content-Delivery-Netzwerken (CDN)')
    expect(text()).toContain('Fastly')
    expect(text()).toContain('Vereinigten Staaten (USA)')
  })

  it('states one legal basis, consent by the click, and how the storage on the device is allowed', () => {
    expect(text()).toContain('Art. 6 Abs. 1 lit. a DSGVO')
    expect(text()).not.toContain('lit. f')
    expect(text()).toContain('§ 25 Abs. 2 Nr. 2 TDDDG, früher TTDSG')
    expect(text()).toContain('sessionStorage')
    expect(text()).toContain('widerrufen, indem Sie den Tab schließen')
  })

  it('covers the transfer to the United Kingdom and the USA', () => {
    expect(text()).toContain('Angemessenheitsbeschluss der Europäischen Kommission (Art. 45 DSGVO)')
    expect(text()).toContain('EU-US Data Privacy Framework')
    expect(text()).toContain('Standardvertragsklauseln')
    const privacyPolicy = 'https://osmfoundation.org/wiki/Privacy_Policy'
    expect(links(map())).toContainEqual({ text: privacyPolicy, href: privacyPolicy })
  })
})

describe('AGB', () => {
  const agb = documents.agb
  const transactions = () => section(agb, 'transaktionen-und-lieferungen')

  it('has the 17 numbered sections in the order of the spec', () => {
    expect([...agb.querySelectorAll('#legal-body > section > h2')].map(textOf)).toEqual([
      '1. Einleitung',
      '2. Vertragsparteien',
      '3. Geschäftsfähigkeit',
      '4. Änderungen',
      '5. Übermittelte Informationen',
      '6. Gerichtsstand',
      '7. Verhaltensregeln',
      '8. Produkte',
      '9. Transaktionen und Lieferungen',
      '10. Registrierung',
      '11. Haftungsausschluss',
      '12. Haftungsbeschränkung',
      '13. Freistellung',
      '14. Kündigung',
      '15. Anwendbares Recht (Deutschland)',
      '16. Beschwerden',
      '17. Sonstiges',
    ])
  })

  it('links to the Datenschutzerklärung at its path in the route table', () => {
    expect(links(section(agb, 'uebermittelte-informationen'))).toEqual([
      { text: 'Datenschutzerklärung', href: href('datenschutz-page', 'de') },
    ])
  })

  it('excludes the right of withdrawal only for perishable goods (§ 312g Abs. 2 Nr. 2 BGB)', () => {
    const text = textOf(agb)
    expect(text).toMatch(/frisch zubereiten[^.]*\(§ 312g Abs\. 2 Nr\. 2 BGB\)/)
    // Nr. 9 covers services such as catering on a fixed date, not the sale of goods.
    expect(text).not.toMatch(/Nr\. 9|spezifischen Termin/)
    // Sealed bottles keep for months: calling them perishable would be a false exclusion.
    // Nor are drinks in cartons (the menu's Mangonektar): the scope names all three.
    expect(text).toContain(
      'Verschlossene Getränke in Flaschen, Dosen oder Getränkekartons verderben nicht schnell',
    )
    // „Ungeöffnet“ rests on Nr. 3; the refund includes the standard delivery (§ 357 Abs. 2 BGB).
    expect(textOf(transactions())).toMatch(
      /geöffnete Getränke sind vom Widerruf ausgeschlossen \(§ 312g Abs\. 2 Nr\. 3 BGB\)\. Nach einem Widerruf erstatten wir Ihnen den Preis der Getränke und die Lieferkosten der Standardlieferung/,
    )
    expect(textOf(subsection(agb, 'Widerrufsbelehrung'))).toContain(
      'verschlossene Getränke in Flaschen, Dosen oder Getränkekartons umfasst',
    )
  })

  it('rules out cancelling only what may not be withdrawn, and only once preparation began', () => {
    const items = [...(transactions().querySelector('ul')?.querySelectorAll('li') ?? [])].map(
      textOf,
    )
    expect(items).toHaveLength(5)
    const text = items.join('\n')
    expect(text).not.toContain('nach dem Absenden nicht storniert')
    expect(text).toMatch(
      /schnell verderben[^.]*\(§ 312g Abs\. 2 Nr\. 2 BGB\)\. Bestellungen solcher Waren können deshalb nicht storniert werden, sobald wir mit der Zubereitung begonnen haben/,
    )
    expect(text).toMatch(/Verschlossene Getränke[^.]*für sie gilt dieser Ausschluss nicht\./)
    expect(text).toContain('Wir liefern nur an eine vollständige Lieferadresse')
  })

  it('gives the Widerrufsbelehrung the id other pages link to as /agb#widerruf', () => {
    expect(legalAnchors.withdrawal).toBe('widerruf')
    const withdrawal = transactions().querySelector(`div[id="${legalAnchors.withdrawal}"]`)
    expect(textOf(withdrawal?.querySelector('h3'))).toBe('Widerrufsbelehrung')
    expect([...transactions().querySelectorAll('div[id]')].map((div) => div.id)).toEqual([
      'vertragsschluss',
      legalAnchors.withdrawal,
    ])
  })

  it('says that a drink whose seal was removed after delivery cannot be withdrawn (§ 312g Abs. 2 Nr. 3 BGB)', () => {
    const text = textOf(subsection(agb, 'Widerrufsbelehrung'))
    expect(text).toContain(
      'Ihr Widerrufsrecht für ein solches Getränk verlieren Sie, wenn Sie nach der Lieferung seine Versiegelung entfernen',
    )
    expect(text).toMatch(/Gesundheitsschutzes und der Hygiene[^.]*\(§ 312g Abs\. 2 Nr\. 3 BGB\)/)
    // Unopened drinks keep the right the Belehrung gives: no contradiction with it.
    expect(text).toContain(
      'Für ungeöffnete Getränke bleibt Ihr Widerrufsrecht nach dieser Belehrung bestehen.',
    )
    expect(textOf(transactions())).toContain(
      'nach der folgenden Widerrufsbelehrung widerrufen, solange Sie die Getränke nicht geöffnet haben;',
    )
  })

  it('gives the statutory Widerrufsbelehrung and the model form within the section', () => {
    expect(textOf(transactions().querySelector('h2'))).toBe('9. Transaktionen und Lieferungen')
    expect([...transactions().querySelectorAll('h3')].map(textOf)).toEqual([
      'Wie der Vertrag zustande kommt',
      'Widerrufsbelehrung',
      'Widerrufsrecht',
      'Folgen des Widerrufs',
      'Muster-Widerrufsformular',
    ])
    const text = textOf(transactions())
    for (const sentence of [
      'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
      'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat.',
      'mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren.',
      'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
      'unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist.',
      'Sie tragen die unmittelbaren Kosten der Rücksendung der Waren.',
      'Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.',
      '– Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)',
      '– Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
      '(*) Unzutreffendes streichen.',
    ]) {
      expect(text).toContain(sentence)
    }
  })

  it('fills the Widerrufsbelehrung with name, address, phone and e-mail from the content', () => {
    const right = subsection(agb, 'Widerrufsrecht')
    const form = subsection(agb, 'Muster-Widerrufsformular')
    const { address } = restaurant
    const postal = `${address.street}, ${address.postalCode} ${address.locality}`
    const provider = `${restaurant.legalName} (Inhaber: ${restaurant.representatives.join(' und ')})`
    expect(textOf(right)).toContain(
      `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${provider}, ${postal}, Telefon: ${displayPhone(restaurant.phone, 'de')}, E-Mail: ${restaurant.email}) mittels`,
    )
    expect(links(right)).toEqual([
      { text: displayPhone(restaurant.phone, 'de'), href: telHref(restaurant.phone) },
      { text: restaurant.email, href: `mailto:${restaurant.email}` },
      { text: `${restaurant.siteUrl}/widerruf`, href: `${restaurant.siteUrl}/widerruf` },
    ])
    // The model form as one block of lines the reader can copy, addressed from the content.
    const formLines = paragraphLines(form)
    expect(formLines).toHaveLength(1)
    expect(formLines[0]).toHaveLength(9)
    expect(formLines[0]?.[1]).toBe(`– An ${provider}, ${postal}, E-Mail: ${restaurant.email}:`)
    expect(links(form)).toEqual([])
    expect(textOf(transactions())).toContain(`an uns (${provider}, ${postal}) zurückzusenden`)
  })
})

describe('AGB: what the law asks before and at the order (issue 41)', () => {
  const agb = documents.agb
  const transactions = () => section(agb, 'transaktionen-und-lieferungen')

  it('names the payment methods of the content in § 9 (§ 312j Abs. 1 BGB)', () => {
    expect(textOf(transactions())).toContain(
      'Bezahlen können Sie mit diesen Zahlungsarten: Barzahlung, Girocard (EC-Karte) und PayPal.',
    )
    expect(
      textOf(rendered('agb', { ...restaurant, paymentMethods: ['paypal', 'klarna'] })),
    ).toContain('Zahlungsarten: PayPal und Klarna.')
  })

  it('says how the contract is concluded: the steps, correcting input, the contract text, the language (§ 312i BGB, Art. 246c EGBGB)', () => {
    const text = textOf(subsection(agb, 'Wie der Vertrag zustande kommt'))
    for (const part of [
      'wählen im Bestellservice Speisen und Getränke aus',
      'Bis dahin können Sie jede Eingabe prüfen und berichtigen',
      'Mit dem Bestellknopf am Ende',
      'Den Vertragstext, also die Einzelheiten Ihrer Bestellung, erhalten Sie mit der Bestellbestätigung',
      'abrufen können Sie sie bei uns nicht',
      'Die Vertragssprache ist Deutsch.',
      'Einem Verhaltenskodex haben wir uns nicht unterworfen.',
    ]) {
      expect(text).toContain(part)
    }
  })

  it('states pizza sizes one way: the dough before baking, as the menu’s „32 cm“', () => {
    expect(textOf(section(agb, 'produkte'))).toContain(
      'Größenangaben von Pizzen, etwa „32 cm“, sind der Durchmesser des Teigs vor dem Backen',
    )
  })

  /**
   * The sentence of the model (Anlage 1 zu Art. 246a § 1 Abs. 2 Satz 2 EGBGB, as of 19 June 2026,
   * Gestaltungshinweis 3) for a trader with a withdrawal function (§ 356a BGB), word for word;
   * [URL] stands for where the function is. Kept here, apart from the text it checks.
   */
  const modelSentence =
    'Sie können Ihr Widerrufsrecht auch online unter [URL] ausüben. Wenn Sie diese Online-Funktion nutzen, übermitteln wir Ihnen auf einem dauerhaften Datenträger (z. B. durch eine E-Mail) unverzüglich eine Eingangsbestätigung mit Informationen zum Inhalt der Widerrufserklärung sowie dem Datum und der Uhrzeit ihres Eingangs.'

  it('names the withdrawal function in the model’s words, at its absolute address: ours, or the ordering service’s (§ 356a BGB)', () => {
    const ours = `${restaurant.siteUrl}/widerruf`
    const right = subsection(agb, 'Widerrufsrecht')
    expect(textOf(right)).toContain(modelSentence.replace('[URL]', ours))
    // Absolute: the text is sent by e-mail as well, where /widerruf leads nowhere.
    expect(links(right)).toContainEqual({ text: ours, href: ours })
    const service = 'https://bestellen.example.org/widerruf'
    const withService = subsection(
      rendered('agb', { ...restaurant, withdrawalFunctionUrl: service }),
      'Widerrufsrecht',
    )
    expect(textOf(withService)).toContain(modelSentence.replace('[URL]', service))
    expect(links(withService)).toContainEqual({ text: service, href: service })
  })
})

describe('the English convenience translation of the Widerrufsbelehrung (/en/withdrawal)', () => {
  const element = document.createElement('div')
  element.innerHTML = renderToStaticMarkup(
    createElement(
      inPage('en', 'withdrawal-page'),
      null,
      createElement(LegalBody, {
        document: legalDocument('withdrawal-policy', 'en', restaurant),
      }),
    ),
  )
  const text = textOf(element)

  it('says it is a convenience translation and links the binding German text, marked German', () => {
    expect(textOf(element.querySelector('h2'))).toBe('Withdrawal policy: convenience translation')
    expect(text).toContain(
      'This English text is a convenience translation for your information. Only the German Widerrufsbelehrung in our terms and conditions (in German) is legally binding.',
    )
    const german = element.querySelector(`a[href="/agb#${legalAnchors.withdrawal}"]`)
    expect(german?.getAttribute('hreflang')).toBe('de')
  })

  it('gives the scope, the function at its absolute address and the refund of the standard delivery', () => {
    expect(text).toContain('sealed drinks in bottles, cans or cartons')
    expect(text).toContain('section 312g (2) no. 2 of the German Civil Code')
    expect(text).toContain('(section 312g (2) no. 3 BGB)')
    const ours = `${restaurant.siteUrl}/en/withdrawal`
    expect(text).toContain(
      `You can also exercise your right of withdrawal online at ${ours}. If you use this online function, we will send you, without delay, on a durable medium (for example, by e-mail), an acknowledgement of receipt with information on the content of your withdrawal and the date and time of its receipt.`,
    )
    expect(links(element)).toContainEqual({ text: ours, href: ours })
    expect(text).toContain(
      'including the costs of delivery (with the exception of the supplementary costs',
    )
    expect([...element.querySelectorAll('h3')].map(textOf)).toEqual([
      'Right of withdrawal',
      'Consequences of withdrawal',
      'Model withdrawal form',
    ])
  })
})

describe('the Datenschutzerklärung on the ordering provider, the withdrawal form and advertising (issue 41)', () => {
  const datenschutz = documents.datenschutz

  it('names the ordering service’s provider by name and seat (Art. 13 Abs. 1 lit. e DSGVO)', () => {
    const { name, address } = restaurant.orderingProvider
    expect(textOf(section(datenschutz, legalAnchors.orderingService.de))).toContain(
      `Anbieter des Bestellservice ist: ${name}, ${address}.`,
    )
  })

  it('has a section on the withdrawal form naming its form service, only where the site has the form', () => {
    const form = restaurant.withdrawalForm!
    const text = textOf(section(datenschutz, legalAnchors.withdrawalForm.de))
    expect(text).toContain(`${form.provider}, ${form.providerAddress}`)
    expect(text).toContain('Art. 6 Abs. 1 lit. c DSGVO')
    const without = rendered('datenschutz', {
      ...restaurant,
      withdrawalForm: undefined,
      withdrawalFunctionUrl: 'https://bestellen.example.org/widerruf',
    })
    expect(without.querySelector(`section[id="${legalAnchors.withdrawalForm.de}"]`)).toBeNull()
  })

  it('has no section on advertising unless the restaurant sends advertising e-mails, and then only the objection to them', () => {
    const objection = 'Der Verwendung Ihrer eigenen Daten für Werbung per E-Mail können Sie'
    expect(restaurant.sendsAdvertisingEmails).toBeUndefined()
    expect(sectionIds(datenschutz)).not.toContain('werbe-e-mails')
    // Not privacy information: a notice against spam to the Impressum's addresses.
    expect(textOf(datenschutz)).not.toContain('Impressumspflicht')
    const advertising = section(
      rendered('datenschutz', { ...restaurant, sendsAdvertisingEmails: true }),
      'werbe-e-mails',
    )
    expect(textOf(advertising.querySelector('h2'))).toMatch(/Werbung per E-Mail$/)
    expect(textOf(advertising)).toContain(objection)
  })

  it('names the provider of each online payment method the data lists, and none for cash or girocard', () => {
    const text = (paymentMethods: Restaurant['paymentMethods']) =>
      textOf(section(rendered('datenschutz', { ...restaurant, paymentMethods }), 'bestelldaten'))
    expect(text(['cash', 'paypal'])).toContain(
      'PayPal: PayPal (Europe) S.à r.l. et Cie, S.C.A., 22–24 Boulevard Royal, 2449 Luxemburg',
    )
    const all = text(['klarna', 'applePay', 'googlePay', 'creditCard'])
    expect(all).toContain('Klarna: Klarna Bank AB (publ)')
    expect(all).toContain('Apple Pay: Apple Distribution International Ltd.')
    expect(all).toContain('Google Pay: Google Ireland Limited')
    expect(all).toContain('Kreditkarte: der Zahlungsdienstleister, über den der Bestellservice')
    expect(all).not.toContain('PayPal')
    expect(text(['cash', 'girocard'])).not.toContain('Zahlungsdienstleister')
  })

  it('says how a withdrawal through the ordering service’s function is processed, only where there is one', () => {
    const service = 'https://bestellen.example.org/widerruf'
    const ordering = (data: Restaurant) =>
      textOf(section(rendered('datenschutz', data), legalAnchors.orderingService.de))
    expect(ordering(restaurant)).not.toContain('Widerrufsfunktion des Bestellservice')
    expect(ordering({ ...restaurant, withdrawalFunctionUrl: service })).toContain(
      `Widerrufen Sie einen Vertrag über die Widerrufsfunktion des Bestellservice (${service}), verarbeitet der Bestellservice`,
    )
  })
})

describe('the reservation service’s role in the Datenschutzerklärung', () => {
  const service = {
    name: 'Beispiel Reservierung GmbH',
    url: 'https://reservieren.example/namaste',
    privacyUrl: 'https://reservieren.example/datenschutz',
  }
  const text = (role?: 'processor' | 'controller') =>
    textOf(
      section(
        rendered('datenschutz', { ...restaurant, reservationService: { ...service, role } }),
        legalAnchors.reservationService.de,
      ),
    )

  it('says on whose behalf it processes the reservation, as the data has it', () => {
    expect(text('processor')).toContain(
      'Der Reservierungsdienst verarbeitet Ihre Reservierung in unserem Auftrag',
    )
    expect(text('controller')).toContain('als eigener Verantwortlicher (Art. 4 Nr. 7 DSGVO)')
    expect(text()).not.toMatch(/in unserem Auftrag|eigener Verantwortlicher/)
  })
})

describe('the Datenschutzerklärung on a reservation service (issue 44)', () => {
  const service = {
    name: 'Beispiel Reservierung GmbH',
    url: 'https://reservieren.example/namaste',
    privacyUrl: 'https://reservieren.example/datenschutz',
  }
  const withService = { ...restaurant, reservationService: service }

  it('names the service, its page and its privacy policy only where the restaurant uses one', () => {
    expect(restaurant.reservationService).toBeUndefined()
    const { de, en } = legalAnchors.reservationService
    const text = textOf(section(rendered('datenschutz', withService), de))
    expect(text).toContain(`über den Reservierungsdienst von ${service.name}`)
    expect(text).toContain(service.url)
    expect(text).toContain(service.privacyUrl)
    expect(text).toContain('Art. 6 Abs. 1 lit. b DSGVO')
    expect(textOf(section(rendered('privacy', withService, 'en'), en))).toContain(service.name)
    for (const [name, language, id] of [
      ['datenschutz', 'de', de],
      ['privacy', 'en', en],
    ] as const) {
      const without = rendered(name, restaurant, language)
      expect(without.querySelector(`section[id="${id}"]`)).toBeNull()
      expect(textOf(without)).not.toMatch(/Reservierungsdienst|reservation service/)
    }
  })
})

describe('where the site is published, in the Datenschutzerklärung (ADR 026)', () => {
  const hosting = (data: Restaurant) => section(rendered('datenschutz', data), 'hosting')

  it('follows the content, which publishes on an own server (the production default, ADR 032)', () => {
    expect(restaurant.publishing).toBe('own-server')
    expect(section(documents.datenschutz, 'hosting').innerHTML).toBe(
      hosting({ ...restaurant, publishing: 'own-server' }).innerHTML,
    )
  })

  it('on GitHub Pages: names GitHub, Inc. in the USA, what it logs, and the Data Privacy Framework', () => {
    const element = hosting({ ...restaurant, publishing: 'github-pages' })
    const text = textOf(element)
    expect(paragraphLines(element)).toContainEqual([
      'GitHub, Inc.',
      '88 Colin P. Kelly Jr. Street',
      'San Francisco, CA 94107',
      'USA',
      'https://github.com',
    ])
    expect(text).toContain('IP-Adresse')
    expect(text).toMatch(/protokolliert GitHub [^.]*die IP-Adresse[^.]*und speichert sie/)
    expect(text).toContain('Art. 6 Abs. 1 lit. f DSGVO')
    expect(text).toContain('EU-US Data Privacy Framework')
    expect(text).toContain('Art. 45 DSGVO')
    const statement =
      'https://docs.github.com/site-policy/privacy-policies/github-general-privacy-statement'
    expect(links(element)).toContainEqual({ text: statement, href: statement })
    // Nothing of the own server: no hosting company of the data, no contract, no 14 days.
    expect(text).not.toContain(restaurant.hostingProvider.name)
    expect(text).not.toMatch(/Art\. 28|14 Tagen/)
  })

  it('on an own server: names the hosting company of the data, the contract and the 14 days', () => {
    const text = textOf(hosting({ ...restaurant, publishing: 'own-server' }))
    expect(text).toContain(restaurant.hostingProvider.name)
    expect(text).toContain('Auftragsverarbeitungsvertrag')
    expect(text).not.toMatch(/GitHub|Data Privacy Framework|USA/)
  })
})

describe('what the ordering service stores, and on whose responsibility', () => {
  const orderingService = (data: Restaurant) =>
    textOf(section(rendered('datenschutz', data), 'bestellservice'))

  it('says that the website itself sets no cookies, and the ordering service may in its frame', () => {
    const overview = section(documents.datenschutz, 'ueberblick')
    expect(textOf(overview)).toContain(
      'Diese Website selbst setzt keine Cookies und verwendet keine Analyse- oder Trackingdienste.',
    )
    expect(textOf(overview)).toMatch(/Bestellservice\. Dieser kann dort Cookies setzen/)
    expect(links(overview)).toContainEqual({
      text: 'Online-Bestellservice',
      href: '#bestellservice',
    })
    expect(textOf(overview)).not.toMatch(/Diese Website setzt keine Cookies/)
  })

  it.each(['processor', 'controller'] as const)(
    'names cart, session, payment data and the storage in its frame (%s)',
    (role) => {
      const text = orderingService({ ...restaurant, orderingServiceRole: role })
      expect(text).toMatch(/Warenkorb, eine Sitzung \(Session\)[^.]*Zahlung nötigen Daten/)
      expect(text).toContain(
        'Cookies setzen oder Einträge im Speicher Ihres Browsers (etwa im localStorage)',
      )
      expect(text).toContain('diese Website selbst setzt dabei keine Cookies')
      expect(text).toContain('§ 25 Abs. 2 Nr. 2 TDDDG')
    },
  )

  it('as processor: we are responsible, also for what it stores in its frame', () => {
    const text = orderingService({ ...restaurant, orderingServiceRole: 'processor' })
    expect(text).toContain('auch für die Cookies und Einträge in seinem Fenster, bleiben wir')
    expect(text).not.toContain('ist er selbst verantwortlich')
  })

  it('as controller: the service is, under its own privacy policy', () => {
    const text = orderingService({ ...restaurant, orderingServiceRole: 'controller' })
    expect(text).toContain(
      'Für die Cookies und Einträge in seinem Fenster ist er selbst verantwortlich.',
    )
    expect(text).not.toContain('bleiben wir')
  })
})

describe('the English privacy policy (/en/privacy)', () => {
  const privacy = (data: Restaurant = restaurant) => rendered('privacy', data, 'en')
  const element = privacy()
  const text = textOf(element)

  it('has the essentials in sections, dated and with contents, in English', () => {
    expect(sectionIds(element)).toEqual([
      'about',
      'overview',
      'controller',
      'hosting',
      'contact',
      'orders',
      legalAnchors.orderingService.en,
      legalAnchors.withdrawalForm.en,
      legalAnchors.map,
      'rights',
    ])
    expect(textOf(element.querySelector('#legal-body > p'))).toBe('Last updated: November 24, 2026')
    expect(textOf(element.querySelector('nav h2'))).toBe('Contents')
  })

  it('says that the German text is the original, links it in German, and claims no binding force', () => {
    const about = section(element, 'about')
    expect(textOf(about)).toContain('The original is our privacy policy in German')
    // A privacy notice informs; it binds no one (issue 41).
    expect(textOf(about)).not.toMatch(/binding/)
    const [german] = [...about.querySelectorAll('a')]
    expect(german?.getAttribute('href')).toBe(href('datenschutz-page', 'de'))
    expect(german?.getAttribute('hreflang')).toBe('de')
  })

  it('names who is responsible, from the content, as English readers write it', () => {
    expect(paragraphLines(section(element, 'controller'))).toContainEqual([
      restaurant.legalName,
      `Owner: ${restaurant.representatives.join(' and ')}`,
      restaurant.address.street,
      `${restaurant.address.postalCode} ${restaurant.address.locality}`,
      'Germany',
    ])
    expect(links(section(element, 'controller'))).toContainEqual({
      text: displayPhone(restaurant.phone, 'en'),
      href: telHref(restaurant.phone),
    })
    expect(links(section(element, 'controller'))).toContainEqual({
      text: restaurant.email,
      href: `mailto:${restaurant.email}`,
    })
  })

  it('follows where the site is published', () => {
    const pages = textOf(section(privacy({ ...restaurant, publishing: 'github-pages' }), 'hosting'))
    expect(pages).toContain('GitHub, Inc.')
    expect(pages).toContain('EU-US Data Privacy Framework')
    expect(pages).not.toContain(restaurant.hostingProvider.name)
    const server = textOf(section(privacy({ ...restaurant, publishing: 'own-server' }), 'hosting'))
    expect(server).toContain(restaurant.hostingProvider.name)
    expect(server).toContain('after 14 days')
    expect(server).not.toContain('GitHub')
  })

  it('follows the ordering service’s role', () => {
    const service = (role: Restaurant['orderingServiceRole']) =>
      textOf(
        section(
          privacy({ ...restaurant, orderingServiceRole: role }),
          legalAnchors.orderingService.en,
        ),
      )
    expect(service('processor')).toContain('on our behalf')
    expect(service('processor')).toContain('We remain responsible for this processing')
    expect(service('controller')).toContain('as a controller in its own right (Art. 4(7) GDPR)')
    expect(service('controller')).not.toContain('on our behalf')
    expect(service('processor')).toContain('your cart, a session')
  })

  it('names the map on request, the rights and the supervisory authority', () => {
    expect(textOf(section(element, legalAnchors.map))).toContain('only when you click “Load map”')
    const rights = textOf(section(element, 'rights'))
    for (const article of ['15', '16', '17', '18', '20', '21', '77']) {
      expect(rights).toContain(`Art. ${article} GDPR`)
    }
    expect(rights).toContain(restaurant.dataProtectionAuthority.name)
  })

  it('uses English typography and no German words but names', () => {
    expect(text).not.toMatch(/["']/)
    expect(text).not.toMatch(/ - /)
    expect(text).not.toMatch(/[{}<>\\]|undefined|null|TODO|lorem/i)
    expect(text).not.toMatch(
      /\b(Stand|Inhalt|Inhaber|Telefon|Deutschland|Datenschutzerklärung|Bestell\w*|DSGVO|Abs\.)\b/,
    )
    expect(text).not.toMatch(/\b(behaviour|analyse|organisation|licence|colour)\b/i)
  })
})
