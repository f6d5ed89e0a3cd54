// Renders every route of the route table into its own static HTML file in the client build
// (dist/index.html, dist/impressum/index.html, …, dist/404.html), with the page's <head> tags.
// A page with islands links the stylesheet, one cached file (ADR 007), and loads the boot script;
// a page without islands carries the rules it uses inline and loads neither (ADR 015). Vite's
// manifest moves to the SSR output, where the bundle budget check reads it; it is not part of the
// site.
import { existsSync } from 'node:fs'
import { Window } from 'happy-dom'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Manifest } from '../checks/check-bundle.ts'
import { moduleSizesFile } from './vite/module-sizes.ts'
import {
  bootScriptEntry,
  adminManifestFile,
  adminManifestPath,
  clientManifestPath,
  clientModuleSizesPath,
  clientOutDir,
  ssrOutDir,
  stylesheetEntry,
} from './paths.ts'
import { type DocumentAssets, renderDocument } from '../src/app/document/render-document.ts'
import { usedStyles } from './used-styles.ts'
import { loadSite } from './content/load-site.ts'
import { languages } from '../src/content/schema/fields.ts'
import { flyerPrintCss, flyerPrintStylesheet } from '../src/features/menu/flyer-print-css.ts'
import { flyerHeaderOf, flyerHeaderPath } from '../src/features/menu/flyer-header.ts'

const manifestPath = join(clientOutDir, '.vite/manifest.json')
const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest
const assets: DocumentAssets = {
  style: { href: `/${builtFile(stylesheetEntry)}` },
  bootScript: `/${builtFile(bootScriptEntry)}`,
}
const stylesheet = await readFile(join(clientOutDir, builtFile(stylesheetEntry)), 'utf8')
const server = (await import(
  pathToFileURL(join(ssrOutDir, 'entry-server.js')).href
)) as typeof import('../src/app/entry-server.tsx')
const builtAt = new Date()

const pages = await Promise.all(
  server.documents.map(async (route) => {
    const page = server.render(route, loadSite(route.language), builtAt)
    return { route, page, linked: renderDocument(page, assets) }
  }),
)
// One set of inline rules for every page without islands, judged on their whole documents
// (<html>, <body> and all): one hash in the CSP header that every response carries, and the
// home page's HTML must still fit the first round trip with it (checks/first-round-trip.ts).
const withoutIslands = pages.filter(({ page }) => page.islands.length === 0)
const inlineStyle = {
  css: await usedStyles(stylesheet, withoutIslands.map(({ linked }) => linked).join('\n')),
}

for (const { route, page, linked } of pages) {
  const document =
    page.islands.length > 0 ? linked : renderDocument(page, { ...assets, style: inlineStyle })
  const target = join(clientOutDir, route.file)
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, document)
  console.log(`prerendered ${route.path ?? '(not found)'} → ${route.file}`)
}

// The menu flyer's print stylesheets: their footer carries the date of the prices (the build's).
// And its header, taken once out of each menu page, for the home page's menu dialog (ADR 021).
const window = new Window()
for (const language of languages) {
  await writeFile(
    join(clientOutDir, flyerPrintStylesheet(language)),
    flyerPrintCss(loadSite(language).restaurant.name, builtAt, language),
  )
  const menuPage = pages.find(
    ({ route }) => route.page === 'menu-page' && route.language === language,
  )
  const parsed = menuPage && new window.DOMParser().parseFromString(menuPage.linked, 'text/html')
  const header = parsed && flyerHeaderOf(parsed as unknown as Document)
  if (!header) throw new Error(`The ${language} menu page has no [data-flyer-header] block`)
  await writeFile(join(clientOutDir, flyerHeaderPath(language).slice(1)), header)
}

await rename(manifestPath, clientManifestPath)
// The CMS build's manifest too (absent when only the steps that make the pages ran: the CMS test).
if (existsSync(join(clientOutDir, adminManifestFile))) {
  await rename(join(clientOutDir, adminManifestFile), adminManifestPath)
}
await rename(join(clientOutDir, moduleSizesFile), clientModuleSizesPath)
await rm(join(clientOutDir, '.vite'), { recursive: true, force: true })

/** The output file (`assets/…`) the client build made of one of its entries. */
function builtFile(entry: string): string {
  const file = manifest[entry]?.file
  if (!file) throw new Error(`The client manifest has no entry for ${entry}`)
  return file
}
