import type { Site } from '@/schemas/site'
import type { Language } from '@/schemas/fields'
import { uiTexts } from '@/i18n'
import { alternates, type PageDocument } from '@/lib/routes'
import { canonicalUrl } from '@/lib/canonical-url'
import { escapeHtml } from '@/lib/escape-html'
import { headPreloads } from './head-preloads'
import { deferredLinks } from './render-document'
import {
  fullStructuredDataPath,
  menuPageJsonLd,
  restaurantJsonLd,
  restaurantJsonLdWithDelivery,
  serializeJsonLd,
} from '@/app/seo/restaurant-json-ld'
import { lunchPageJsonLd, menuDayOf } from '@/app/seo/lunch-json-ld'
import { flyerPrintStylesheetLink } from '@/features/menu/flyer-print-css'
import { berlinMoment } from '@/lib/berlin-time'
import { shareImagesFor } from '@/app/seo/share-images'

/** Open Graph's locale of each language (`og:locale`): Germany's German, American English. */
const openGraphLocales: Record<Language, string> = { de: 'de_DE', en: 'en_US' }

/**
 * The page's <head> tags, written into its prerendered HTML: title, description, canonical URL
 * (or noindex on the 404 page), the same page in its other languages (hreflang), Open Graph and
 * Twitter card, the JSON-LD of the home page (the Restaurant), of the ordering page (the Restaurant
 * with its delivery areas and charges), of the menu page (the Menu, as of the build's day
 * `builtAt`) and of the Mittagstisch page (its weeks), and the preloads the page needs (the
 * hero's).
 */
export function renderHead(document: PageDocument, site: Site, builtAt: Date): string {
  const { siteUrl } = site.restaurant
  const { route, path, language } = document
  const text = uiTexts[language].pageHeadText(site.restaurant)[document.page]
  const tags = [
    `<title>${escapeHtml(text.title)}</title>`,
    meta('name', 'description', text.description),
  ]
  if (path === null || route.noindex) {
    tags.push(meta('name', 'robots', 'noindex'))
  } else {
    tags.push(`<link rel="canonical" href="${escapeHtml(canonicalUrl(siteUrl, path))}" />`)
    for (const alternate of alternates(route)) {
      tags.push(
        `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(canonicalUrl(siteUrl, alternate.path))}" />`,
      )
    }
  }
  tags.push(...socialTags(document, text, site))
  // Preloads first: the JSON-LD (the whole menu) must not delay their discovery.
  tags.push(...headPreloads(document, site))
  if (document.page === 'home-page') {
    tags.push(
      `<script type="application/ld+json" data-full-src="${fullStructuredDataPath(language)}">${serializeJsonLd(restaurantJsonLd(site))}</script>`,
    )
  }
  if (document.page === 'order-page') {
    tags.push(
      `<script type="application/ld+json">${serializeJsonLd(restaurantJsonLdWithDelivery(site))}</script>`,
    )
  }
  if (document.page === 'menu-page') {
    tags.push(
      `<script type="application/ld+json">${serializeJsonLd(menuPageJsonLd(site, menuDayOf(site, builtAt)))}</script>`,
      // Print only: linked after the first paint (ADR 029).
      deferredLinks(flyerPrintStylesheetLink(language)),
    )
  }
  if (document.page === 'lunch-page') {
    tags.push(
      `<script type="application/ld+json">${serializeJsonLd(lunchPageJsonLd(site, berlinMoment(builtAt).date))}</script>`,
    )
  }
  return tags.join('\n    ')
}

export { canonicalUrl }

/** Open Graph (Facebook, WhatsApp, LinkedIn, …) and Twitter/X card tags. */
function socialTags(
  document: PageDocument,
  text: { title: string; description: string },
  site: Site,
) {
  const { restaurant } = site
  const images = shareImagesFor(document.language)
  const card = document.page === 'menu-page' ? images.menu : images.openGraph
  const image = `${restaurant.siteUrl}${card.path}`
  const imageAlt = `${restaurant.name} – ${card.line ?? site.home.hero.tagline.text}`
  const otherLocales = alternates(document.route).flatMap((alternate) =>
    alternate.hreflang === 'x-default' || alternate.hreflang === document.language
      ? []
      : [meta('property', 'og:locale:alternate', openGraphLocales[alternate.hreflang])],
  )
  return [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', restaurant.name),
    meta('property', 'og:locale', openGraphLocales[document.language]),
    ...otherLocales,
    meta('property', 'og:title', text.title),
    meta('property', 'og:description', text.description),
    ...(document.path === null || document.route.noindex
      ? []
      : [meta('property', 'og:url', canonicalUrl(restaurant.siteUrl, document.path))]),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(card.width)),
    meta('property', 'og:image:height', String(card.height)),
    meta('property', 'og:image:alt', imageAlt),
    // X reads title, description and image from the Open Graph tags when its own are missing:
    // written once, the home page's HTML keeps within the first round trip (ADR 007).
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:image:alt', imageAlt),
  ]
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`
}
