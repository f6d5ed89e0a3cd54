/*
 * The site in each of its languages, for specs that run the same behaviour on `/` and `/en/`: the
 * paths from the route table, the interface texts, the data and the formats of that language. A
 * spec loops over `languageCases` and reads its expectations from here instead of spelling German.
 */
import { type Site, loadSite } from '../../builder/content/load-site.ts'
import { type Language, languages } from '#src/schemas/fields.ts'
import { type UiText, uiTexts } from '#src/i18n/index.ts'
import { formatEuro } from '#src/lib/format-price.ts'
import { displayPhone } from '#src/lib/phone.ts'
import { href, siteDocuments } from '#src/lib/routes.ts'

export { languages, type Language }

export interface LanguageCase {
  language: Language
  /** The home page: `/` or `/en/`. */
  home: string
  /** The menu page: `/speisekarte` or `/en/menu`. */
  menuPage: string
  /** The ordering page: `/bestellen` or `/en/order`. */
  orderPage: string
  /** A path nobody linked, answered by this language's 404 page. */
  unknown: string
  /** Every interface text of the language (`uiTexts[language]`). */
  text: UiText
  /** The owner's data in the language, each text resolved to `{ text, lang? }` (OwnerText). */
  site: Site
  /** 1490 → "14,90 €" / "€14.90", as the page prints it (non-breaking space kept). */
  euro: (cents: number) => string
  /** The phone number as the page shows it. */
  phone: string
}

const unknownPaths: Record<Language, string> = {
  de: '/gibt-es-nicht',
  en: '/en/does-not-exist',
}

function languageCase(language: Language): LanguageCase {
  const site = loadSite(language)
  return {
    language,
    home: href('home-page', language),
    menuPage: href('menu-page', language),
    orderPage: href('order-page', language),
    unknown: unknownPaths[language],
    text: uiTexts[language],
    site,
    euro: (cents) => formatEuro(cents, language),
    phone: displayPhone(site.restaurant.phone, language),
  }
}

export const languageCases: readonly LanguageCase[] = languages.map(languageCase)

export const caseFor = (language: Language): LanguageCase =>
  languageCases.find((candidate) => candidate.language === language)!

/** The pages of the suite's site (its data decides whether it has the accessibility statement). */
export const suiteDocuments = siteDocuments(caseFor('de').site.restaurant)

/** Every page with a path of its own, in every language, then one unknown path per language. */
export const pagePaths: readonly string[] = [
  ...suiteDocuments.flatMap((document) => (document.path === null ? [] : [document.path])),
  ...languageCases.map((lang) => lang.unknown),
]

/**
 * One path of each page, in German (every page has one; the English pages are the same templates
 * in other words), the German unknown path for the not-found page: for what depends on the page's
 * kind, not on its language or its text.
 */
export const onePathPerPage: readonly string[] = [
  ...new Set(
    suiteDocuments
      .filter((document) => document.language === 'de')
      .map((document) => document.path ?? caseFor('de').unknown),
  ),
]

/** The language a path of `pagePaths` is read in. */
export function languageOfPage(path: string): Language {
  const document = suiteDocuments.find((candidate) => candidate.path === path)
  if (document) return document.language
  return languageCases.find((lang) => lang.unknown === path)?.language ?? 'de'
}

/** Playwright reads the non-breaking space of "14,90 €" as a plain space. */
export const plain = (text: string) => text.replace(/\u00a0/g, ' ')

/** Text for a RegExp that matches `text` literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Undoes the escaping React's server renderer applies to text in the prerendered HTML. */
export const unescapeHtml = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

export type MenuItem = Site['menu'][number]['items'][number]

/** Every dish and drink of the menu in the language, in menu order. */
export const menuItems = (lang: LanguageCase): MenuItem[] =>
  lang.site.menu.flatMap((category) => category.items)

/**
 * The dish the German menu calls `germanName`, in `lang`'s language: dishes keep their number in
 * every language, so German tests keep naming their dishes and the English ones follow.
 */
export function sameDish(lang: LanguageCase, germanName: string): MenuItem {
  const german = menuItems(caseFor('de')).find((item) => item.name.text === germanName)
  if (!german) throw new Error(`the German menu has no "${germanName}"`)
  const item = menuItems(lang).find((candidate) => candidate.number === german.number)
  if (!item) throw new Error(`the ${lang.language} menu has no dish ${german.number}`)
  return item
}

/** A category of the menu by its id (the same in every language). */
export function categoryById(lang: LanguageCase, id: string) {
  const category = lang.site.menu.find((candidate) => candidate.id === id)
  if (!category) throw new Error(`the menu has no category "${id}"`)
  return category
}
