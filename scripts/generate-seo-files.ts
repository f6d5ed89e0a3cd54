// Writes robots.txt and sitemap.xml into the build output from the route table and the configured
// site URL (content/restaurant.yaml), so a new route reaches the sitemap without another edit.
// The 404 page has no path and the owner's pages are noindex: neither is listed (their <head>
// says noindex).
// Also writes the home page's complete structured data, menu included, which the page swaps in
// once the page is idle (src/islands/boot.ts, ADR 011).
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { loadSite } from '../src/content/load-site.ts'
import { canonicalUrl } from '../src/lib/canonical-url.ts'
import {
  fullStructuredDataPath,
  restaurantJsonLdWithMenu,
  serializeJsonLd,
} from '../src/lib/restaurant-json-ld.ts'
import { indexedRoutes } from '../src/routes.ts'
import { clientOutDir } from './paths.ts'

const site = loadSite()

function sitemapXml(paths: readonly string[]): string {
  const urls = paths.map(
    (path) => `  <url><loc>${xmlEscape(canonicalUrl(site.restaurant.siteUrl, path))}</loc></url>`,
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n')
}

function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

const paths = indexedRoutes.map((route) => route.path!)
await writeFile(join(clientOutDir, 'sitemap.xml'), sitemapXml(paths))
await writeFile(join(clientOutDir, 'robots.txt'), robotsTxt(site.restaurant.siteUrl))
await writeFile(
  join(clientOutDir, fullStructuredDataPath),
  serializeJsonLd(restaurantJsonLdWithMenu(site)),
)
console.log(
  `wrote robots.txt, sitemap.xml (${paths.length} URLs) and ${fullStructuredDataPath} to ${clientOutDir}`,
)
