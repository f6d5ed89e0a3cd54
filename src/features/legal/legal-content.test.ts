import { describe, expect, it } from 'vitest'
import { displayPhone, telHref } from '@/lib/phone'
import { agb } from './documents/agb'
import { legalAnchors } from '@/lib/legal-anchors'
import { datenschutz } from './documents/datenschutz'
import { impressum } from './documents/impressum'
import {
  type LegalBlock,
  type LegalDocument,
  type LegalLink,
  type LegalText,
  bindReferences,
  numberSections,
  urlLink,
} from './legal-document'
import { loadSite } from '@/testing/site'

const { restaurant } = loadSite()

const documents = {
  impressum: impressum(restaurant),
  datenschutz: datenschutz(restaurant),
  agb: agb(restaurant),
}

function parts(text: LegalText): (string | LegalLink)[] {
  return typeof text === 'string' ? [text] : [...text]
}

function blockParts(block: LegalBlock): (string | LegalLink)[] {
  if ('list' in block) return block.list.flatMap(parts)
  if ('lines' in block) return block.lines.flatMap(parts)
  return parts(block.paragraph)
}

/** Every heading, sentence and link of a document, in order. */
function allParts(document: LegalDocument): (string | LegalLink)[] {
  return document.sections.flatMap((section) => [
    section.heading,
    ...section.blocks.flatMap(blockParts),
    ...(section.subsections ?? []).flatMap((sub) => [
      sub.heading,
      ...sub.blocks.flatMap(blockParts),
    ]),
  ])
}

/** The document reduced to one of its sections. */
function sectionOf(document: LegalDocument, id: string): LegalDocument {
  const section = document.sections.find((candidate) => candidate.id === id)
  expect(section, id).toBeDefined()
  return { ...document, sections: section ? [section] : [] }
}

const texts = (document: LegalDocument) =>
  allParts(document).map((part) => (typeof part === 'string' ? part : part.text))
const links = (document: LegalDocument) =>
  allParts(document).filter((part): part is LegalLink => typeof part !== 'string')

describe('numberSections', () => {
  it('prefixes each heading with its position and keeps the rest', () => {
    const numbered = numberSections([
      { id: 'a', heading: 'Einleitung', blocks: [] },
      { id: 'b', heading: 'Sonstiges', blocks: [{ paragraph: 'Text' }] },
    ])
    expect(numbered.map((section) => section.heading)).toEqual(['1. Einleitung', '2. Sonstiges'])
    expect(numbered[1]?.blocks).toEqual([{ paragraph: 'Text' }])
  })
})

describe('bindReferences', () => {
  const nbsp = '\u00a0'
  it('keeps legal references on one line', () => {
    expect(bindReferences('nach § 312g Abs. 2 Nr. 2 BGB ausgeschlossen')).toBe(
      `nach §${nbsp}312g${nbsp}Abs.${nbsp}2${nbsp}Nr.${nbsp}2${nbsp}BGB ausgeschlossen`,
    )
    expect(bindReferences('(Art. 6 Abs. 1 lit. f DSGVO)')).toBe(
      `(Art.${nbsp}6${nbsp}Abs.${nbsp}1${nbsp}lit.${nbsp}f${nbsp}DSGVO)`,
    )
    expect(bindReferences('§§ 107, 108 BGB')).toBe(`§§${nbsp}107, 108${nbsp}BGB`)
  })

  it('leaves ordinary text alone', () => {
    const text = 'Hauptstraße 55, 67731 Otterbach: ab 16 Jahren, nach 14 Tagen, CB4 0WS'
    expect(bindReferences(text)).toBe(text)
  })
})

describe.each(Object.entries(documents))('legal text %s', (_name, document) => {
  it('has unique, URL-safe section and subsection ids', () => {
    const ids = document.sections.flatMap((section) => [
      section.id,
      ...(section.subsections ?? []).flatMap((sub) => (sub.id === undefined ? [] : [sub.id])),
    ])
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('links within the page only to sections that exist', () => {
    const ids = document.sections.map((section) => section.id)
    for (const link of links(document).filter((candidate) => candidate.href.startsWith('#'))) {
      expect(ids).toContain(link.href.slice(1))
    }
  })

  it('uses German typography and leaves no placeholder', () => {
    for (const text of texts(document)) {
      expect(text, text).not.toMatch(/["']/) // „…“ and ’ instead of typewriter quotes
      expect(text, text).not.toMatch(/ - /) // – as the dash
      expect(text, text).not.toMatch(/[{}]|undefined|null|TODO|lorem/i)
    }
  })

  it('never links to the closed EU online dispute resolution platform', () => {
    for (const link of links(document)) expect(link.href).not.toContain('ec.europa.eu')
  })
})

describe('restaurant details from the content', () => {
  it('fill in the provider and contact of the Impressum and the Datenschutzerklärung', () => {
    for (const document of [documents.impressum, documents.datenschutz]) {
      const all = texts(document).join('\n')
      for (const fact of [
        restaurant.legalName,
        `Inhaber: ${restaurant.owner}`,
        restaurant.address.street,
        `${restaurant.address.postalCode} ${restaurant.address.locality}`,
      ]) {
        expect(all).toContain(fact)
      }
      expect(links(document)).toContainEqual({
        text: displayPhone(restaurant.phone, 'de'),
        href: telHref(restaurant.phone),
      })
      expect(links(document)).toContainEqual({
        text: restaurant.email,
        href: `mailto:${restaurant.email}`,
      })
    }
  })

  it('name the hosting provider in the section on server log files', () => {
    const { sections } = documents.datenschutz
    const hosting = {
      ...documents.datenschutz,
      sections: sections.filter((s) => s.id === 'hosting'),
    }
    const all = texts(hosting).join('\n')
    expect(all).toContain(restaurant.hostingProvider.name)
    expect(all).toContain(restaurant.hostingProvider.address)
    expect(all).toContain('Art. 28 DSGVO')
    expect(all).toContain('Art. 6 Abs. 1 lit. f DSGVO')
  })

  it('link the ordering service’s privacy terms', () => {
    expect(links(documents.datenschutz).map((link) => link.href)).toContain(
      restaurant.orderingPrivacyUrl,
    )
  })

  it('name the supervisory authority in the Impressum (§ 5 Abs. 1 Nr. 3 DDG)', () => {
    const all = texts(sectionOf(documents.impressum, 'aufsichtsbehoerde')).join('\n')
    expect(all).toContain('§ 5 Abs. 1 Nr. 3 DDG')
    expect(all).toContain('Gaststättenerlaubnis')
    expect(all).toContain(restaurant.supervisoryAuthority.name)
    expect(all).toContain(restaurant.supervisoryAuthority.address)
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
    const all = texts(impressum({ ...restaurant, supervisoryAuthority })).join('\n')
    expect(all).toContain(supervisoryAuthority.name)
    expect(all).toContain(supervisoryAuthority.address)
    expect(all).not.toContain(restaurant.supervisoryAuthority.name)
  })

  it('name the Landesgaststättengesetz of the state the address is in', () => {
    const law = (region: string) =>
      texts(
        sectionOf(
          impressum({ ...restaurant, address: { ...restaurant.address, region } }),
          'aufsichtsbehoerde',
        ),
      ).join('\n')
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
    const document = datenschutz({ ...restaurant, dataProtectionAuthority })
    const rights = sectionOf(document, 'rechte')
    const complaint = rights.sections[0]!.subsections!.find((sub) =>
      sub.heading.startsWith('Beschwerderecht'),
    )!
    expect(complaint.blocks[1]).toEqual({
      lines: [
        dataProtectionAuthority.name,
        'Am Wall 1',
        '28195 Bremen',
        [{ text: dataProtectionAuthority.url, href: dataProtectionAuthority.url }],
      ],
    })
    expect(texts(documents.datenschutz).join('\n')).toContain(
      restaurant.dataProtectionAuthority.name,
    )
  })

  it('state a USt-IdNr. in the Impressum only when the content has one', () => {
    expect(restaurant.vatId).toBeUndefined()
    expect(texts(documents.impressum).join('\n')).not.toMatch(/Umsatzsteuer|USt/)
    const withVatId = impressum({ ...restaurant, vatId: 'DE123456789' })
    expect(texts(sectionOf(withVatId, 'umsatzsteuer-id')).join('\n')).toContain(
      'Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE123456789',
    )
  })
})

describe('register entry and Wirtschafts-Identifikationsnummer in the Impressum', () => {
  const register = { court: 'Amtsgericht Kaiserslautern', number: 'HRB 12345' }

  it('are not stated for the sole trader the content describes', () => {
    expect(restaurant.commercialRegister).toBeUndefined()
    expect(restaurant.businessId).toBeUndefined()
    const all = texts(documents.impressum).join('\n')
    expect(all).not.toMatch(/register|Wirtschafts-Identifikationsnummer|§ 139c/i)
    const ids = documents.impressum.sections.map((section) => section.id)
    expect(ids).not.toContain('registereintrag')
    expect(ids).not.toContain('wirtschafts-id')
  })

  it('name register, court and number when the content has an entry (§ 5 Abs. 1 Nr. 4 DDG)', () => {
    const document = impressum({ ...restaurant, commercialRegister: register })
    expect(texts(sectionOf(document, 'registereintrag'))).toEqual([
      'Registereintrag',
      'Eintragung im Handelsregister',
      'Registergericht: Amtsgericht Kaiserslautern',
      'Registernummer: HRB 12345',
    ])
    // Right after the contact details, before the supervisory authority.
    const ids = document.sections.map((section) => section.id)
    expect(ids.slice(1, 4)).toEqual(['kontakt', 'registereintrag', 'aufsichtsbehoerde'])
    const cooperative = impressum({
      ...restaurant,
      commercialRegister: { court: 'Amtsgericht Kaiserslautern', number: 'GnR 12' },
    })
    expect(texts(sectionOf(cooperative, 'registereintrag'))).toContain(
      'Eintragung im Genossenschaftsregister',
    )
  })

  it('state the Wirtschafts-Identifikationsnummer when the content has one (§ 139c AO)', () => {
    const document = impressum({ ...restaurant, businessId: 'DE123456789-00001' })
    expect(texts(sectionOf(document, 'wirtschafts-id')).join('\n')).toContain(
      'Wirtschafts-Identifikationsnummer gemäß § 139c Abgabenordnung: DE123456789-00001',
    )
    // It does not bring a USt-IdNr. along.
    expect(document.sections.map((section) => section.id)).not.toContain('umsatzsteuer-id')
  })
})

describe('the ordering service’s role in the Datenschutzerklärung', () => {
  const orderingService = (document: LegalDocument) => sectionOf(document, 'bestellservice')
  const privacyLinks = (document: LegalDocument) =>
    links(document).filter((link) => link.href === restaurant.orderingPrivacyUrl)

  it('follows the content, which ships the processor variant', () => {
    expect(restaurant.orderingServiceRole).toBe('processor')
    expect(texts(orderingService(documents.datenschutz))).toEqual(
      texts(orderingService(datenschutz({ ...restaurant, orderingServiceRole: 'processor' }))),
    )
  })

  it('as processor: processes the order data on our behalf under a contract per Art. 28 DSGVO', () => {
    const document = datenschutz({ ...restaurant, orderingServiceRole: 'processor' })
    const all = texts(orderingService(document)).join('\n')
    expect(all).toContain('in unserem Auftrag')
    expect(all).toContain('Auftragsverarbeitungsvertrag')
    expect(all).toContain('Art. 28 DSGVO')
    expect(all).not.toContain('eigener Verantwortlicher')
    expect(all).toContain('Art. 6 Abs. 1 lit. b DSGVO')
    expect(privacyLinks(document)).toHaveLength(1)
  })

  it('as controller: responsible itself under its own privacy policy; we receive the order data', () => {
    const document = datenschutz({ ...restaurant, orderingServiceRole: 'controller' })
    const section = orderingService(document)
    const all = texts(section).join('\n')
    expect(all).toContain('als eigener Verantwortlicher (Art. 4 Nr. 7 DSGVO)')
    expect(all).toContain('nach seiner eigenen Datenschutzerklärung')
    expect(all).toContain('Wir erhalten vom Bestellservice die Bestelldaten')
    expect(all).not.toMatch(/in unserem Auftrag|Auftragsverarbeitung|Art\. 28 DSGVO/)
    expect(all).toContain('Art. 6 Abs. 1 lit. b DSGVO')
    expect(links(section)).toContainEqual(urlLink(restaurant.orderingPrivacyUrl))
    expect(links(section)).toContainEqual({ text: 'Bestelldaten', href: '#bestelldaten' })
    expect(privacyLinks(document)).toHaveLength(1)
  })
})

describe('the map in the Datenschutzerklärung', () => {
  const map = () => sectionOf(documents.datenschutz, legalAnchors.map)
  const all = () => texts(map()).join('\n')

  it('is the section other pages link to as /datenschutz#openstreetmap', () => {
    expect(legalAnchors.map).toBe('openstreetmap')
    expect(map().sections[0]?.heading).toBe('Karte (OpenStreetMap)')
  })

  it('loads only after a click on „Karte laden“, a self-hosted preview until then', () => {
    expect(all()).toContain('Die Karte wird erst geladen, wenn Sie auf „Karte laden“ klicken.')
    expect(all()).toContain('Vorschaubild, das auf unserem eigenen Server liegt')
    expect(all()).toContain('an OpenStreetMap werden keine Daten übermittelt')
    expect(all()).not.toMatch(/scrollen/)
    // The overview says the same.
    const overview = texts(sectionOf(documents.datenschutz, 'ueberblick')).join('\n')
    expect(overview).toContain(
      'die Karte von OpenStreetMap erst, wenn Sie auf „Karte laden“ klicken',
    )
    expect(overview).not.toMatch(/scrollen/)
  })

  it('names the recipients, what they receive and where they are', () => {
    expect(all()).toContain(
      'OpenStreetMap Foundation (OSMF), St John’s Innovation Centre, Cowley Road, Cambridge, CB4 0WS, Vereinigtes Königreich',
    )
    expect(all()).toContain('IP-Adresse')
    expect(all()).toContain('Content-Delivery-Netzwerken (CDN)')
    expect(all()).toContain('Fastly')
    expect(all()).toContain('Vereinigten Staaten (USA)')
  })

  it('states one legal basis, consent by the click, and how the storage on the device is allowed', () => {
    expect(all()).toContain('Art. 6 Abs. 1 lit. a DSGVO')
    expect(all()).not.toContain('lit. f')
    expect(all()).toContain('§ 25 Abs. 2 Nr. 2 TDDDG, früher TTDSG')
    expect(all()).toContain('sessionStorage')
    expect(all()).toContain('widerrufen, indem Sie den Tab schließen')
  })

  it('covers the transfer to the United Kingdom and the USA', () => {
    expect(all()).toContain('Angemessenheitsbeschluss der Europäischen Kommission (Art. 45 DSGVO)')
    expect(all()).toContain('EU-US Data Privacy Framework')
    expect(all()).toContain('Standardvertragsklauseln')
    expect(links(map())).toContainEqual(urlLink('https://osmfoundation.org/wiki/Privacy_Policy'))
  })
})

describe('AGB', () => {
  it('has the 17 numbered sections in the order of the spec', () => {
    expect(documents.agb.sections.map((section) => section.heading)).toEqual([
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

  const transactions = () => sectionOf(documents.agb, 'transaktionen-und-lieferungen')

  it('excludes the right of withdrawal only for perishable goods (§ 312g Abs. 2 Nr. 2 BGB)', () => {
    const all = texts(documents.agb).join('\n')
    expect(all).toMatch(/frisch zubereiten[^.]*\(§ 312g Abs\. 2 Nr\. 2 BGB\)/)
    // Nr. 9 covers services such as catering on a fixed date, not the sale of goods.
    expect(all).not.toMatch(/Nr\. 9|spezifischen Termin/)
    // Sealed bottles keep for months: calling them perishable would be a false exclusion.
    expect(all).toContain('Verschlossene Getränke in Flaschen oder Dosen verderben nicht schnell')
  })

  it('rules out cancelling only what may not be withdrawn, and only once preparation began', () => {
    const all = texts(transactions()).join('\n')
    expect(all).not.toContain('nach dem Absenden nicht storniert')
    expect(all).toMatch(
      /schnell verderben[^.]*\(§ 312g Abs\. 2 Nr\. 2 BGB\)\. Bestellungen solcher Waren können deshalb nicht storniert werden, sobald wir mit der Zubereitung begonnen haben/,
    )
    expect(all).toMatch(/Verschlossene Getränke[^.]*für sie gilt dieser Ausschluss nicht\./)
  })

  it('gives the Widerrufsbelehrung the id other pages link to as /agb#widerruf', () => {
    expect(legalAnchors.withdrawal).toBe('widerruf')
    const subsections = transactions().sections[0]?.subsections ?? []
    const withdrawal = subsections.find((sub) => sub.id === legalAnchors.withdrawal)
    expect(withdrawal?.heading).toBe('Widerrufsbelehrung')
    expect(subsections.filter((sub) => sub.id !== undefined)).toHaveLength(1)
  })

  it('says that a drink whose seal was removed after delivery cannot be withdrawn (§ 312g Abs. 2 Nr. 3 BGB)', () => {
    const withdrawal = transactions().sections[0]?.subsections?.[0]
    const all = withdrawal?.blocks.flatMap(blockParts).join('\n') ?? ''
    expect(all).toContain(
      'Ihr Widerrufsrecht für ein solches Getränk verlieren Sie, wenn Sie nach der Lieferung seine Versiegelung entfernen',
    )
    expect(all).toMatch(/Gesundheitsschutzes und der Hygiene[^.]*\(§ 312g Abs\. 2 Nr\. 3 BGB\)/)
    // Unopened drinks keep the right the Belehrung gives: no contradiction with it.
    expect(all).toContain(
      'Für ungeöffnete Getränke bleibt Ihr Widerrufsrecht nach dieser Belehrung bestehen.',
    )
    expect(texts(transactions()).join('\n')).toContain(
      'nach der folgenden Widerrufsbelehrung widerrufen, solange Sie die Getränke nicht geöffnet haben.',
    )
  })

  it('gives the statutory Widerrufsbelehrung and the model form within the section', () => {
    const [section] = transactions().sections
    expect(section?.heading).toBe('9. Transaktionen und Lieferungen')
    expect(section?.subsections?.map((sub) => sub.heading)).toEqual([
      'Widerrufsbelehrung',
      'Widerrufsrecht',
      'Folgen des Widerrufs',
      'Muster-Widerrufsformular',
    ])
    const all = texts(transactions()).join('\n')
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
      expect(all).toContain(sentence)
    }
  })

  it('fills the Widerrufsbelehrung with name, address, phone and e-mail from the content', () => {
    const [right, form] = ['Widerrufsrecht', 'Muster-Widerrufsformular'].map((heading) =>
      transactions().sections[0]?.subsections?.find((sub) => sub.heading === heading),
    )
    const { address } = restaurant
    const postal = `${address.street}, ${address.postalCode} ${address.locality}`
    const provider = `${restaurant.legalName}, Inhaber ${restaurant.owner}`
    const rightParts = right?.blocks.flatMap(blockParts) ?? []
    const rightText = rightParts.map((part) => (typeof part === 'string' ? part : part.text))
    expect(rightText.join('')).toContain(
      `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${provider}, ${postal}, Telefon: ${displayPhone(restaurant.phone, 'de')}, E-Mail: ${restaurant.email}) mittels`,
    )
    expect(rightParts).toContainEqual({
      text: displayPhone(restaurant.phone, 'de'),
      href: telHref(restaurant.phone),
    })
    expect(rightParts).toContainEqual({
      text: restaurant.email,
      href: `mailto:${restaurant.email}`,
    })
    // The model form as one block of lines the reader can copy, addressed from the content.
    expect(form?.blocks).toHaveLength(1)
    const formLines = form?.blocks[0] && 'lines' in form.blocks[0] ? form.blocks[0].lines : []
    expect(formLines[1]).toBe(`– An ${provider}, ${postal}, E-Mail: ${restaurant.email}:`)
    expect(texts(transactions()).join('\n')).toContain(
      `an uns (${provider}, ${postal}) zurückzusenden`,
    )
  })
})
