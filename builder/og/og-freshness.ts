// Which share images in a folder (public/, or the build's output) no longer show what the data and
// the sources make now: each image's stamp (builder/og/og-stamp.ts) against its current card.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { ogCardHtml } from './og-card.ts'
import type { CardDesign } from './og-design.ts'
import { cardStamp, changedInputs, readTextChunk, stampKeyword } from './og-stamp.ts'
import type { ShareCard } from './share-cards.ts'

export interface StaleImage {
  card: ShareCard
  /** What changed since it was rendered, in words. */
  changed: string[]
}

/** The cards whose image in `dir` is missing or was rendered from other inputs. */
export async function staleShareImages(
  dir: string,
  cards: readonly ShareCard[],
  design: CardDesign,
): Promise<StaleImage[]> {
  const checked = await Promise.all(
    cards.map(async (card): Promise<StaleImage> => {
      const current = cardStamp(card, design, ogCardHtml(card, design))
      let png: Buffer
      try {
        png = await readFile(join(dir, card.image.path))
      } catch {
        return { card, changed: ['the image is missing'] }
      }
      return { card, changed: changedInputs(await readTextChunk(png, stampKeyword), current) }
    }),
  )
  return checked.filter((image) => image.changed.length > 0)
}

/** What changed, one line each, with the images it made stale. */
export function describeStale(stale: readonly StaleImage[]): string {
  const imagesByChange = new Map<string, string[]>()
  for (const { card, changed } of stale) {
    const change = changed.join(', ')
    imagesByChange.set(change, [...(imagesByChange.get(change) ?? []), card.image.path])
  }
  return [...imagesByChange].map(([change, paths]) => `  ${change}: ${paths.join(', ')}`).join('\n')
}
