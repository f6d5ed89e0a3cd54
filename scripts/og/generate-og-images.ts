// Renders the share images (Open Graph/Twitter card 1200×630 and the 16:9, 4:3 and 1:1 images the
// JSON-LD lists) into public/ with sharp: the hero artwork (art/hero.svg, when present) beneath the
// card from scripts/og/og-card-svg.ts. Run it after changing the restaurant's name, tagline or the
// hero art: `npx tsx scripts/og/generate-og-images.ts`. The PNGs are committed so that every build
// ships the same pixels whatever fonts the build machine has.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { shareImages } from '../../src/lib/share-images.ts'
import { isWide, ogCardSvg, photoHeight } from './og-card-svg.ts'

const heroArt = 'art/hero.svg'
const withPhoto = existsSync(heroArt)

for (const image of shareImages) {
  const { width, height } = image
  const card = Buffer.from(ogCardSvg(width, height, withPhoto))
  const base = withPhoto ? await artwork(width, height) : card
  const target = join('public', image.path)
  await sharp(base)
    .composite(withPhoto ? [{ input: card }] : [])
    .flatten({ background: '#fbf5ea' })
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(target)
  console.log(`wrote ${target} (${width}×${height}${isWide(width, height) ? ', wide' : ''})`)
}

/**
 * The hero artwork under the card. Wide cards push it right so the dish (at about 77 % of the
 * artwork's width) sits at the card's right edge beside the text; tall cards crop it into the
 * strip above the text panel.
 */
async function artwork(width: number, height: number): Promise<Buffer> {
  const stripHeight = photoHeight(width, height)
  if (!isWide(width, height)) {
    return sharp(heroArt, { density: 144 })
      .resize(width, stripHeight, { fit: 'cover', position: 'right' })
      .extend({ bottom: height - stripHeight, background: '#fbf5ea' })
      .toBuffer()
  }
  const artWidth = Math.round((height * 16) / 9)
  const art = await sharp(heroArt, { density: 144 }).resize(artWidth, height).toBuffer()
  const left = Math.round(width * 0.86 - artWidth * 0.77)
  return sharp({ create: { width, height, channels: 4, background: '#1d120c' } })
    .composite([{ input: art, left, top: 0 }])
    .png()
    .toBuffer()
}
