// Writes robots.txt and sitemap.xml into the build output from the route table and the configured
// site URL (content/restaurant.yaml), so a new route reaches the sitemap without another edit:
// every page in every language, each with its alternates in the other languages (hreflang).
// The 404 pages have no path and the owner's pages are noindex: neither is listed (their <head>
// says noindex).
// Also writes each home page's complete structured data, menu included, which the page swaps in
// once the page is idle (src/app/islands/boot.ts, ADR 011), and each language's web manifest.
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { loadSite } from './content/load-site.ts'
import { canonicalUrl } from '../src/lib/canonical-url.ts'
import {
  fullStructuredDataPath,
  restaurantJsonLdWithMenu,
  serializeJsonLd,
} from '../src/app/seo/restaurant-json-ld.ts'
import { languages } from '../src/content/schema/fields.ts'
import { webManifest, webManifestPath } from '../src/app/seo/web-manifest.ts'
import { alternates, indexedDocuments, type PageDocument } from '../src/lib/routes.ts'
import { clientOutDir } from './paths.ts'

const site = loadSite()

const url = (path: string) => xmlEscape(canonicalUrl(site.restaurant.siteUrl, path))

function sitemapXml(pages: readonly PageDocument[]): string {
  const urls = pages.map((page) =>
    [
      `  <url><loc>${url(page.path!)}</loc>`,
      ...alternates(page.route).map(
        (alternate) =>
          `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${url(alternate.path)}"/>`,
      ),
      '</url>',
    ].join(''),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
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

await writeFile(join(clientOutDir, 'sitemap.xml'), sitemapXml(indexedDocuments))
await writeFile(join(clientOutDir, 'robots.txt'), robotsTxt(site.restaurant.siteUrl))
for (const language of languages) {
  await writeFile(
    join(clientOutDir, fullStructuredDataPath(language)),
    serializeJsonLd(restaurantJsonLdWithMenu(loadSite(language))),
  )
  await writeFile(
    join(clientOutDir, webManifestPath(language)),
    `${JSON.stringify(webManifest(loadSite(language)))}\n`,
  )
}
console.log(
  `wrote robots.txt, sitemap.xml (${indexedDocuments.length} URLs) and ${languages.map(fullStructuredDataPath).join(', ')} to ${clientOutDir}`,
)
