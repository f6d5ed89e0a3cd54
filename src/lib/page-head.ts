import type { Site } from '@/content/load-site'
import { pageHeadText } from '@/content/pages'
import type { Route } from '@/routes'
import { canonicalUrl } from './canonical-url'
import { escapeHtml } from './escape-html'
import { headPreloads } from './head-preloads'
import {
  fullStructuredDataPath,
  menuPageJsonLd,
  restaurantJsonLd,
  serializeJsonLd,
} from './restaurant-json-ld'
import { flyerPrintStylesheet } from './flyer-print-css'
import { menuShareImage, openGraphImage } from './share-images'

/**
 * The route's <head> tags, written into its prerendered HTML: title, description, canonical URL
 * (or noindex on the 404 page), Open Graph and Twitter card, the JSON-LD of the home page (the
 * Restaurant) and of the menu page (the Menu) and the preloads the route needs.
 */
export function renderHead(route: Route, site: Site): string {
  const { siteUrl } = site.restaurant
  const text = pageHeadText(site.restaurant)[route.page]
  const tags = [
    `<title>${escapeHtml(text.title)}</title>`,
    meta('name', 'description', text.description),
  ]
  if (route.path === null || route.noindex) {
    tags.push(meta('name', 'robots', 'noindex'))
  } else {
    tags.push(`<link rel="canonical" href="${escapeHtml(canonicalUrl(siteUrl, route.path))}" />`)
  }
  tags.push(...socialTags(route, text, site))
  // Preloads first: the JSON-LD (the whole menu) must not delay their discovery.
  tags.push(...headPreloads(route, site))
  if (route.page === 'home-page') {
    tags.push(
      `<script type="application/ld+json" data-full-src="${fullStructuredDataPath}">${serializeJsonLd(restaurantJsonLd(site))}</script>`,
    )
  }
  if (route.page === 'menu-page') {
    tags.push(
      `<script type="application/ld+json">${serializeJsonLd(menuPageJsonLd(site))}</script>`,
      // Print only: fetched at low priority, never in the way of the page's first paint.
      `<link rel="stylesheet" href="${flyerPrintStylesheet}" media="print" />`,
    )
  }
  return tags.join('\n    ')
}

export { canonicalUrl }

/** Open Graph (Facebook, WhatsApp, LinkedIn, …) and Twitter/X card tags. */
function socialTags(route: Route, text: { title: string; description: string }, site: Site) {
  const { restaurant } = site
  const card = route.page === 'menu-page' ? menuShareImage : openGraphImage
  const image = `${restaurant.siteUrl}${card.path}`
  const imageAlt = `${restaurant.name} – ${card.line ?? site.home.hero.tagline}`
  return [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', restaurant.name),
    meta('property', 'og:locale', 'de_DE'),
    meta('property', 'og:title', text.title),
    meta('property', 'og:description', text.description),
    ...(route.path === null || route.noindex
      ? []
      : [meta('property', 'og:url', canonicalUrl(restaurant.siteUrl, route.path))]),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(card.width)),
    meta('property', 'og:image:height', String(card.height)),
    meta('property', 'og:image:alt', imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', text.title),
    meta('name', 'twitter:description', text.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', imageAlt),
  ]
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`
}
