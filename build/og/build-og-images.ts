// The build's share-image step: makes the share images in the build output (OUT_DIR) show the
// current data. The client build has copied the committed ones from public/; each whose stamp
// matches the current name, tagline, address, hero picture and card stays as it is (no browser
// needed), the others are rendered again into the output in Chromium (CHROMIUM_PATH, else
// /usr/bin/chromium), never into public/: after an owner's edit in the CMS the deploy ships
// images that show it. Without a browser it fails, naming each stale image and what changed.
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { systemChromium } from '../chromium.ts'
import { clientOutDir } from '../paths.ts'
import { type CardDesign, loadCardDesign } from './og-design.ts'
import { type StaleImage, describeStale, staleShareImages } from './og-freshness.ts'
import type { renderShareImages } from './render-og-images.ts'
import { type ShareCard, shareCards } from './share-cards.ts'

interface Update {
  /** The folder the images are in and are written to. */
  dir: string
  cards: readonly ShareCard[]
  design: CardDesign
  /** The browser's path; throws, saying how to get one, where there is none. */
  browser?: () => string
  render?: typeof renderShareImages
}

/** Renders the stale images in `dir` again; returns those it rendered (none when all are fresh). */
export async function updateShareImages({
  dir,
  cards,
  design,
  browser = systemChromium,
  render = renderInChromium,
}: Update): Promise<StaleImage[]> {
  const stale = await staleShareImages(dir, cards, design)
  if (stale.length === 0) return []
  let executablePath: string
  try {
    executablePath = browser()
  } catch (error) {
    throw new Error(
      `The share images do not show the current data and sources:\n${describeStale(stale)}\n` +
        `Rendering them needs Chromium or Chrome: ${(error as Error).message}`,
    )
  }
  await render(
    stale.map((image) => image.card),
    design,
    dir,
    executablePath,
  )
  // The check after rendering: every image in the output now matches.
  const left = await staleShareImages(dir, cards, design)
  if (left.length > 0) {
    throw new Error(`Share images still stale after rendering:\n${describeStale(left)}`)
  }
  return stale
}

/** The renderer, loaded only when an image is stale: Playwright takes a second to load. */
const renderInChromium: typeof renderShareImages = async (...args) =>
  (await import('./render-og-images.ts')).renderShareImages(...args)

async function main() {
  const start = performance.now()
  const cards = shareCards()
  try {
    const rendered = await updateShareImages({ dir: clientOutDir, cards, design: loadCardDesign() })
    const seconds = ((performance.now() - start) / 1000).toFixed(1)
    console.log(
      rendered.length === 0
        ? `share images: all ${cards.length} committed ones match the data (${seconds} s)`
        : `share images: rendered ${rendered.length} of ${cards.length} into ${clientOutDir}, ` +
            `for what changed:\n${describeStale(rendered)}\n(${seconds} s; "npm run og-images" ` +
            'and a commit of public/ make later builds skip this)',
    )
  } catch (error) {
    console.error((error as Error).message)
    process.exitCode = 1
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main()
}
