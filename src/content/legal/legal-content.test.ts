import { describe, expect, it } from 'vitest'
import { restaurant } from '@/content/restaurant'
import { nationalPhone, telHref } from '@/lib/phone'
import { agb } from './agb'
import { datenschutz } from './datenschutz'
import { impressum } from './impressum'
import {
  type LegalBlock,
  type LegalDocument,
  type LegalLink,
  type LegalText,
  bindReferences,
  numberSections,
} from './legal-document'

const documents = { impressum: impressum(), datenschutz: datenschutz(), agb: agb() }

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
  it('has unique, URL-safe section ids', () => {
    const ids = document.sections.map((section) => section.id)
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
        text: nationalPhone(restaurant.phone),
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

  it('excludes the right of withdrawal only where § 312g Abs. 2 BGB does', () => {
    const all = texts(documents.agb).join('\n')
    expect(all).toMatch(/frisch zubereiten[^.]*\(§ 312g Abs\. 2 Nr\. 2 BGB\)/)
    expect(all).toMatch(/spezifischen Termin oder Zeitraum[^.]*\(§ 312g Abs\. 2 Nr\. 9 BGB\)/)
    // Sealed bottles keep for months: calling them perishable would be a false exclusion.
    expect(all).toContain('Verschlossene Getränke in Flaschen oder Dosen verderben nicht schnell')
  })
})
