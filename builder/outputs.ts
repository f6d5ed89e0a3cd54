// The one table of the files the site serves beside its hashed assets (Vite's output) and the
// files copied from public/: every page in every language, the fragments pages fetch (the menu
// dialog's dishes, the flyer header), the menu flyer's print stylesheet, the sitemap, robots.txt,
// the complete structured data, the web manifests, the share images, the commit the build is made
// from (version.json) and the nginx configuration. The build writes each of them (builder/build.ts); the
// dev server answers each from the same render (server/dev.ts), so development serves what the
// build writes.
import {
  type DocumentAssets,
  type RenderedPage,
  renderDocument,
} from '#src/app/document/render-document.ts'
import {
  fullStructuredDataPath,
  restaurantJsonLdWithMenu,
  serializeJsonLd,
} from '#src/app/seo/restaurant-json-ld.ts'
import { menuDayOf } from '#src/app/seo/lunch-json-ld.ts'
import { shareImages as allShareImages } from '#src/app/seo/share-images.ts'
import { webManifest, webManifestPath } from '#src/app/seo/web-manifest.ts'
import { languages } from '#src/schemas/fields.ts'
import type { Sites } from '#src/schemas/site.ts'
import type { LegalDates } from '#src/features/legal/legal-document.ts'
import { fragmentNames, fragmentPath } from '#src/app/fragments/fragments.ts'
import { flyerPrintCss, flyerPrintStylesheet } from '#src/features/menu/flyer-print-css.ts'
import { canonicalUrl } from '#src/lib/canonical-url.ts'
import {
  type PageDocument,
  type SiteFacts,
  alternates,
  indexedDocuments,
  siteDocuments,
} from '#src/lib/routes.ts'
import { currentShareImages } from './og/build-og-images.ts'
import { builtVersion } from './built-commit.ts'
import { builtVersionFile } from '#src/admin/built-version.ts'
import { shareCards } from './og/share-cards.ts'
import { nginxConfigDir } from './paths.ts'
import {
  renderNginxSecurityHeaders,
  renderNginxServer,
  renderNginxSite,
  renderNginxTls,
} from './server-config/render-server-config.ts'
import { type HeaderOptions, externalOriginsOf, inlineHashes } from '../headers/security-headers.ts'
import { restStyles } from './rest-styles.ts'
import { firstFrameStyles, usedStyles } from './used-styles.ts'

/** What src/app/entry-server.tsx renders: its SSR bundle in the build, Vite's module in dev. */
export type ServerEntry = Pick<
  typeof import('#src/app/entry-server.tsx'),
  'render' | 'renderFragment'
>

export interface OutputContext {
  entry: ServerEntry
  /** The owner's data in every language, loaded and validated once. */
  sites: Sites
  /** Where the data files are: the share images take the owner's hero photo from its media/. */
  contentDir: string
  /** The build's one clock: the date of the prices, the announcements that can still show. */
  builtAt: Date
  /** When each legal text last changed (builder/legal-dates.ts): its „Stand“. */
  legalDates: LegalDates
  /** The stylesheet and boot script as pages link them. */
  assets: DocumentAssets
  /**
   * The site's stylesheet: pages carry rules of it inline — pages without islands all they use
   * (ADR 015), pages with islands those of their first frame (ADR 029). The dev server gives none,
   * and every page links the stylesheet, for hot reload.
   */
  stylesheet?: string
}

export interface Output {
  /** The file in the build output; the site serves it at `/${file}`. */
  file: string
  render(context: OutputContext): string | Uint8Array | Promise<string | Uint8Array>
}

/** Work several outputs share, done once per context. */
const memo = new WeakMap<OutputContext, Map<string, Promise<unknown>>>()
function once<T>(context: OutputContext, key: string, make: () => Promise<T>): Promise<T> {
  let cache = memo.get(context)
  if (!cache) memo.set(context, (cache = new Map()))
  if (!cache.has(key)) cache.set(key, make())
  return cache.get(key) as Promise<T>
}

/** The sets of rules pages carry inline (InlineStyles). */
type InlineSet = 'withoutIslands' | 'homeFirstFrame' | 'otherFirstFrame'
/** The sets of the pages with islands, which load the rest of the stylesheet after their first paint. */
type FirstFrameSet = Exclude<InlineSet, 'withoutIslands'>

/**
 * Where the rest of the stylesheet is served for each set of first-frame rules (restStyles), at
 * paths that are revalidated. One rest per set: a rest shared by both would repeat the rules one set
 * carries inline after the rules both carry, and so reorder the cascade on that set's pages.
 */
export const restStylesheetFiles: Record<FirstFrameSet, string> = {
  homeFirstFrame: 'styles-rest-home.css',
  otherFirstFrame: 'styles-rest.css',
}

interface InlineStyles {
  /** All the rules the pages without islands use (ADR 015). */
  withoutIslands: string
  /**
   * The rules the first frames of the home pages use: theirs alone, since their HTML must fit the
   * first round trip (checks/first-round-trip.ts) with the logo's drawing in it (ADR 050).
   */
  homeFirstFrame: string
  /** The rules the first frames of the other pages with islands use (ADR 029). */
  otherFirstFrame: string
  /** The rest of the stylesheet beside each first-frame set. */
  rest: Record<FirstFrameSet, string>
}

/** Which set of inline rules a page carries. */
function inlineSetOf(document: PageDocument, page: RenderedPage): InlineSet {
  if (page.islands.length === 0) return 'withoutIslands'
  return document.page === 'home-page' ? 'homeFirstFrame' : 'otherFirstFrame'
}

/**
 * The rules pages carry inline: one set for the pages without islands, one for the home pages and
 * one for the other pages with islands, each judged on the whole documents of its pages — three
 * hashes in the CSP header that every response carries — and the rest of the stylesheet beside
 * each of the last two.
 */
function inlineStyles(context: OutputContext): Promise<InlineStyles> {
  return once(context, 'inline styles', async () => {
    const { assets, stylesheet } = context
    if (stylesheet === undefined) throw new Error('inline styles need the built stylesheet')
    const html = (set: InlineSet) =>
      rendered(context)
        .filter(({ document, page }) => inlineSetOf(document, page) === set)
        .map(({ page }) => renderDocument(page, assets))
        .join('\n')
    const homeFirstFrame = await firstFrameStyles(stylesheet, html('homeFirstFrame'))
    const otherFirstFrame = await firstFrameStyles(stylesheet, html('otherFirstFrame'))
    return {
      withoutIslands: await usedStyles(stylesheet, html('withoutIslands')),
      homeFirstFrame,
      otherFirstFrame,
      rest: {
        homeFirstFrame: restStyles(stylesheet, homeFirstFrame),
        otherFirstFrame: restStyles(stylesheet, otherFirstFrame),
      },
    }
  })
}

/** Every page rendered once per context. */
function rendered(context: OutputContext): { document: PageDocument; page: RenderedPage }[] {
  let pages = renderedPages.get(context)
  if (!pages) {
    const { entry, sites, builtAt, legalDates } = context
    pages = siteDocuments(sites.de.restaurant).map((document) => ({
      document,
      page: entry.render(document, sites, builtAt, legalDates),
    }))
    renderedPages.set(context, pages)
  }
  return pages
}
const renderedPages = new WeakMap<OutputContext, ReturnType<typeof rendered>>()

/** A page's inline rules, and the rest of the stylesheet it loads after its first paint. */
function inlineOf(inline: InlineStyles, set: InlineSet): DocumentAssets['inline'] {
  return set === 'withoutIslands'
    ? { css: inline.withoutIslands }
    : { css: inline[set], rest: `/${restStylesheetFiles[set]}` }
}

/** Every page's HTML document, by its file. */
function pages(context: OutputContext): Promise<Map<string, string>> {
  return once(context, 'pages', async () => {
    // The dev server inlines nothing: every page links the whole stylesheet.
    const inline = context.stylesheet === undefined ? undefined : await inlineStyles(context)
    return new Map(
      rendered(context).map(({ document, page }) => [
        document.file,
        renderDocument(page, {
          ...context.assets,
          inline: inline && inlineOf(inline, inlineSetOf(document, page)),
        }),
      ]),
    )
  })
}

async function page(context: OutputContext, document: PageDocument): Promise<string> {
  // Without inline rules (the dev server), a page needs no other page: render it alone.
  if (context.stylesheet === undefined) {
    const { entry, sites, builtAt, legalDates, assets } = context
    return renderDocument(entry.render(document, sites, builtAt, legalDates), assets)
  }
  return (await pages(context)).get(document.file)!
}

/** The CSP hashes of the inline scripts and styles of every page, unique and sorted. */
async function headerOptions(context: OutputContext): Promise<HeaderOptions> {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  for (const html of (await pages(context)).values()) {
    const hashes = inlineHashes(html)
    hashes.scriptHashes.forEach((hash) => scripts.add(hash))
    hashes.styleHashes.forEach((hash) => styles.add(hash))
  }
  // nginx serves over HTTPS in production.
  return {
    https: true,
    ...externalOriginsOf(context.sites.de.restaurant),
    scriptHashes: [...scripts].sort(),
    styleHashes: [...styles].sort(),
  }
}

function shareImages(context: OutputContext): Promise<Map<string, Buffer>> {
  return once(context, 'share images', () =>
    currentShareImages(shareCards(context.sites, context.contentDir)),
  )
}

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Every page in every language, each with its alternates in the other languages (hreflang). */
function sitemapXml({ sites }: OutputContext): string {
  const url = (path: string) => xmlEscape(canonicalUrl(sites.de.restaurant.siteUrl, path))
  const urls = indexedDocuments(sites.de.restaurant).map((document) =>
    [
      `  <url><loc>${url(document.path!)}</loc>`,
      ...alternates(document.route).map(
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

const robotsTxt = ({ sites }: OutputContext) =>
  ['User-agent: *', 'Allow: /', '', `Sitemap: ${sites.de.restaurant.siteUrl}/sitemap.xml`, ''].join(
    '\n',
  )

/**
 * The table: every file, and how it is made, for the site of `facts` (the owner's data decides
 * whether it has an accessibility statement: src/lib/routes.ts).
 */
export function siteOutputs(facts: SiteFacts): Output[] {
  const nginx = (file: string) => `${nginxConfigDir}/${file}`
  return [
    ...siteDocuments(facts).map((document) => ({
      file: document.file,
      render: (context: OutputContext) => page(context, document),
    })),
    ...languages.flatMap((language): Output[] => [
      {
        // The flyer's page footer carries the date of the prices (the build's).
        file: flyerPrintStylesheet(language).slice(1),
        render: ({ sites, builtAt }) =>
          flyerPrintCss(sites[language].restaurant.name, builtAt, language),
      },
      // The fragments of pages (src/app/fragments/fragments.ts): the menu dialog's dishes, which
      // its island fetches before it hydrates (ADR 029), and the flyer header it prints.
      ...fragmentNames.map((name) => ({
        file: fragmentPath(name, language).slice(1),
        render: ({ entry, sites, builtAt }: OutputContext) =>
          entry.renderFragment(name, language, sites, builtAt),
      })),
      {
        // The home page's complete structured data, menu included, which the page swaps in once
        // it is idle (src/app/runtime/boot.ts, ADR 011).
        file: fullStructuredDataPath(language).slice(1),
        render: ({ sites, builtAt }) =>
          serializeJsonLd(
            restaurantJsonLdWithMenu(sites[language], menuDayOf(sites[language], builtAt)),
          ),
      },
      {
        file: webManifestPath(language).slice(1),
        render: ({ sites }) => `${JSON.stringify(webManifest(sites[language]))}\n`,
      },
    ]),
    ...(Object.keys(restStylesheetFiles) as FirstFrameSet[]).map((set) => ({
      file: restStylesheetFiles[set],
      // The dev server links the whole stylesheet on every page and inlines nothing.
      render: async (context: OutputContext) =>
        context.stylesheet === undefined
          ? '/* In development every page links the whole stylesheet. */\n'
          : (await inlineStyles(context)).rest[set],
    })),
    {
      // The commit this build is made from: the CMS compares it with the branch's head (ADR 039).
      file: builtVersionFile,
      render: ({ builtAt }) => `${JSON.stringify(builtVersion(builtAt))}\n`,
    },
    { file: 'sitemap.xml', render: sitemapXml },
    { file: 'robots.txt', render: robotsTxt },
    ...allShareImages.map(({ path }) => ({
      file: path.slice(1),
      render: async (context: OutputContext) => (await shareImages(context)).get(path)!,
    })),
    {
      file: nginx('nginx.conf'),
      render: ({ sites }) => renderNginxServer(sites.de.restaurant.siteUrl),
    },
    { file: nginx('snippets/site.conf'), render: () => renderNginxSite() },
    {
      file: nginx('snippets/security-headers.conf'),
      render: async (context) => renderNginxSecurityHeaders(await headerOptions(context)),
    },
    {
      file: nginx('snippets/admin-security-headers.conf'),
      render: async (context) =>
        renderNginxSecurityHeaders(await headerOptions(context), '/admin/'),
    },
    { file: nginx('snippets/tls.conf'), render: () => renderNginxTls() },
  ]
}
