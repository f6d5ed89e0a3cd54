// The share images as the site serves them (builder/outputs.ts): each committed one in public/
// whose stamp matches the current name, tagline, address, hero picture and card as it is (no
// browser needed), the others rendered again in Chromium (CHROMIUM_PATH, else /usr/bin/chromium)
// into a folder of their own, never into public/: after an owner's edit in the CMS the deploy
// ships images that show it. Without a browser it fails, naming each stale image and what changed.
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { systemChromium } from '../chromium.ts'
import { type CardDesign, loadCardDesign } from './og-design.ts'
import { type StaleImage, describeStale, staleShareImages } from './og-freshness.ts'
import type { renderShareImages } from './render-og-images.ts'
import type { ShareCard } from './share-cards.ts'

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

/** Where the committed share images are (a cache: `npm run og-images` writes them). */
export const committedDir = join(import.meta.dirname, '../../public')

/**
 * Every share image's bytes by its path (`/en/og-image.png`): the committed ones that show the
 * current cards, the others rendered again. Logs what it had to render, and why.
 */
export async function currentShareImages(
  cards: readonly ShareCard[],
  log: (line: string) => void = console.log,
): Promise<Map<string, Buffer>> {
  const dir = await mkdtemp(join(tmpdir(), 'share-images-'))
  try {
    await Promise.all(
      cards.map(async ({ image }) => {
        const target = join(dir, image.path)
        await mkdir(dirname(target), { recursive: true })
        await copyFile(join(committedDir, image.path), target).catch(() => undefined)
      }),
    )
    const rendered = await updateShareImages({ dir, cards, design: loadCardDesign() })
    if (rendered.length > 0) {
      log(
        `share images: rendered ${rendered.length} of ${cards.length}, for what changed:\n` +
          `${describeStale(rendered)}\n("npm run og-images" and a commit of public/ make later ` +
          'builds skip this)',
      )
    }
    const files = await Promise.all(
      cards.map(async ({ image }) => [image.path, await readFile(join(dir, image.path))] as const),
    )
    return new Map(files)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
