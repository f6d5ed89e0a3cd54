import type { Restaurant } from '@/content/schema'
import { mailtoHref } from '@/lib/email'
import { displayPhone, telHref } from '@/lib/phone'
import { postalAddressLines } from '@/lib/postal-address'

/**
 * The shape of the legal texts (Impressum, Datenschutzerklärung, AGB): structured data that the
 * legal page components render, so the wording lives here and the markup in one place.
 */

export interface LegalLink {
  text: string
  href: string
}

/** A run of text: plain strings with links in between. */
export type LegalText = string | readonly (string | LegalLink)[]

export type LegalBlock =
  | { paragraph: LegalText }
  | { list: readonly LegalText[] }
  /** Lines kept together, e.g. an address: one line each. */
  | { lines: readonly LegalText[] }

export interface LegalSubsection {
  /** Fragment id, for a subsection that other pages link to (see anchors.ts). */
  id?: string
  heading: string
  blocks: readonly LegalBlock[]
}

export interface LegalSection {
  /** Fragment id of the section, the target of the table of contents. */
  id: string
  heading: string
  blocks: readonly LegalBlock[]
  subsections?: readonly LegalSubsection[]
}

export interface LegalDocument {
  /** Date of the current version as shown, e.g. '22.08.2025'. */
  updated?: string
  /** Whether the page shows a table of contents linking to its sections. */
  tableOfContents: boolean
  sections: readonly LegalSection[]
}

/** Labels the legal pages share. */
export const legalLabels = {
  updated: 'Stand',
  tableOfContents: 'Inhalt',
} as const

const referenceStart = /(§§?|Art\.|Abs\.|Nr\.|lit\.) /g
const referenceContinuation = /\b(\d+[a-z]?|[a-z]) (?=Abs\.|Nr\.|lit\.|[A-ZÄÖÜ][a-zäöü]*[A-ZÄÖÜ])/g

/**
 * Joins the parts of a legal reference with no-break spaces, as German typesetting does, so that
 * '§ 312g Abs. 2 Nr. 2 BGB' or 'Art. 6 Abs. 1 lit. f DSGVO' never breaks after '§' or before 'BGB'.
 */
export function bindReferences(text: string): string {
  return text.replace(referenceStart, '$1\u00a0').replace(referenceContinuation, '$1\u00a0')
}

/** Prefixes each heading with its position: 'Einleitung' → '1. Einleitung'. */
export function numberSections(sections: readonly LegalSection[]): LegalSection[] {
  return sections.map((section, index) => ({
    ...section,
    heading: `${index + 1}. ${section.heading}`,
  }))
}

/*
 * The parts below and the documents themselves are built by functions rather than held in
 * module-level constants: a module whose top level calls functions counts as having side effects,
 * and the client bundle, which never renders legal text (see StaticHtml), would keep it.
 */

export function phoneLink(restaurant: Pick<Restaurant, 'phone'>): LegalLink {
  return { text: displayPhone(restaurant.phone, 'de'), href: telHref(restaurant.phone) }
}

export function emailLink(restaurant: Pick<Restaurant, 'email'>): LegalLink {
  return { text: restaurant.email, href: mailtoHref(restaurant.email) }
}

/** A link whose text is its own address, as legal texts show URLs. */
export function urlLink(url: string): LegalLink {
  return { text: url, href: url }
}

/** The provider's postal address block: legal name, owner, street, town. */
export function providerLines(restaurant: Restaurant): LegalText[] {
  const { address } = restaurant
  return [
    restaurant.legalName,
    `Inhaber: ${restaurant.owner}`,
    ...postalAddressLines(address),
    address.country,
  ]
}

export function contactLines(restaurant: Restaurant): LegalText[] {
  return [
    ['Telefon: ', phoneLink(restaurant)],
    ['E-Mail: ', emailLink(restaurant)],
  ]
}
