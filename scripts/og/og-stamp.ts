// The staleness stamp of the share images: each PNG carries, in a tEXt chunk, the hash of what it
// was rendered from — the card's HTML page (scripts/og/og-card.ts: mark, palette, font files, text,
// artwork, size and layout) and the PNG encoding. scripts/og/og-images.test.ts recomputes the
// hash from the current sources and fails while a committed image was made from other ones.
import { createHash } from 'node:crypto'
import { crc32 } from 'node:zlib'
import sharp, { type PngOptions } from 'sharp'

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
