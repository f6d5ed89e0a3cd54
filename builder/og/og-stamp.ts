// The staleness stamp of the share images: each PNG carries, in a tEXt chunk, the hash of what it
// was rendered from — the card's HTML page (builder/og/og-card.ts: mark, palette, font files, text,
// picture, size and layout) and the PNG encoding — and a short hash of each input, so that a stale
// image's message can say what changed. builder/og/og-freshness.ts compares it with the current
// data and sources.
import { createHash } from 'node:crypto'
import { crc32 } from 'node:zlib'
import sharp, { type PngOptions } from 'sharp'
import type { CardDesign } from './og-design.ts'
import type { ShareCard } from './share-cards.ts'

/**
 * How the screenshots are encoded: a palette PNG of at most 128 colours, lightly dithered (the card
 * is flat colour and vector art; the artwork's wood grain is most of the bytes). Quality 70 would
 * save another 20 % but bands the curry and the gradient visibly; 90 adds 15 % for no visible gain.
 */
export const pngOptions = {
  compressionLevel: 9,
  effort: 10,
  palette: true,
  quality: 80,
  colours: 128,
  dither: 0.5,
} as const satisfies PngOptions

/** The tEXt keyword of the stamp. */
export const stampKeyword = 'og-card-inputs'

/** Bump when the rendering changes in a way the page does not show (browser settings, say). */
const renderer = 'chromium screenshot, device scale factor 1'

export function inputsHash(cardHtml: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ renderer, pngOptions }))
    .update('\0')
    .update(cardHtml)
    .digest('hex')
}

/** A card's inputs, each as a stale image's message names it. */
export const cardInputs = {
  name: 'the restaurant’s name (restaurant.yaml)',
  line: 'the tagline (home.yaml) or the card’s own line',
  address: 'the address (restaurant.yaml)',
  picture: 'the hero picture (the hero photo in home.yaml, else art/hero.svg)',
  colors: 'the colours (src/styles.css)',
  font: 'the heading font (src/fonts/)',
} as const

export type CardInput = keyof typeof cardInputs

export interface CardStamp {
  /** inputsHash of the card's page: the image is up to date while this matches. */
  card: string
  /** A short hash of each input, to tell which one changed. */
  inputs: Record<CardInput, string>
}

export function cardStamp(card: ShareCard, design: CardDesign, cardHtml: string): CardStamp {
  const values: Record<CardInput, string> = {
    name: card.name,
    line: card.line,
    address: card.address,
    picture: card.picture?.url ?? '',
    colors: JSON.stringify(design.colors),
    font: design.fontFaceCss,
  }
  const short = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 16)
  const inputs = Object.fromEntries(
    Object.entries(values).map(([input, value]) => [input, short(value)]),
  ) as Record<CardInput, string>
  return { card: inputsHash(cardHtml), inputs }
}

/**
 * What differs between the stamp an image carries (its tEXt, or undefined) and the current one,
 * in words; empty when the image is up to date.
 */
export function changedInputs(stamped: string | undefined, current: CardStamp): string[] {
  const old = parsedStamp(stamped)
  if (old.card === current.card) return []
  if (!old.inputs) return ['all inputs (the image has no stamp of them)']
  const changed = (Object.keys(cardInputs) as CardInput[])
    .filter((input) => old.inputs?.[input] !== current.inputs[input])
    .map((input) => cardInputs[input])
  return changed.length ? changed : ['the card’s layout or encoding (builder/og/)']
}

/** The stamp's fields, or none where it is missing or of the format before inputs were named. */
function parsedStamp(text: string | undefined): Partial<CardStamp> {
  try {
    const value: unknown = JSON.parse(text ?? '')
    return typeof value === 'object' && value !== null ? value : {}
  } catch {
    return {}
  }
}

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
/** The header chunk (IHDR) comes first and has 13 bytes of data: it ends at byte 33. */
const headerEnd = 8 + 4 + 4 + 13 + 4

/** The PNG with a tEXt chunk `keyword` = `text` right after its header (sharp reads it back as a
 * comment: `(await sharp(png).metadata()).comments`). */
export function withTextChunk(png: Buffer, keyword: string, text: string): Buffer {
  if (!png.subarray(0, 8).equals(signature) || png.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('not a PNG')
  }
  const typeAndData = Buffer.from(`tEXt${keyword}\0${text}`, 'latin1')
  const chunk = Buffer.alloc(typeAndData.length + 8)
  chunk.writeUInt32BE(typeAndData.length - 4, 0)
  typeAndData.copy(chunk, 4)
  chunk.writeUInt32BE(crc32(typeAndData), chunk.length - 4)
  return Buffer.concat([png.subarray(0, headerEnd), chunk, png.subarray(headerEnd)])
}

/** The text of the PNG's tEXt chunk `keyword`, read (and its checksum checked) by libpng. */
export async function readTextChunk(png: Buffer, keyword: string): Promise<string | undefined> {
  const { comments = [] } = await sharp(png).metadata()
  return comments.find((comment) => comment.keyword === keyword)?.text
}
