// Generates the favicon set into public/ from the logo mark (src/ui/logo-mark.ts), with sharp:
// favicon.svg, favicon-32.png, apple-touch-icon.png (180), icon-192.png, icon-512.png,
// icon-maskable-512.png (the build writes the web manifests that list them: src/app/seo/web-manifest.ts).
// Run `npm run icons` after changing the mark or the palette, and commit the output.
import { readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { type MarkColor, markSvg } from '#src/ui/logo-mark.ts'

const publicDir = join(import.meta.dirname, '../../public')

/** The palette, read from the design tokens so the icons never drift from the site. */
export function tokenColors(
  css = readFileSync(join(import.meta.dirname, '../../src/styles.css'), 'utf8'),
) {
  const color = (name: string) => {
    const match = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)
    if (!match?.[1]) throw new Error(`src/styles.css: no --color-${name} token`)
    return match[1].toLowerCase()
  }
  return {
    mark: {
      chili: color('chili'),
      turmeric: color('turmeric'),
      cream: color('cream'),
    } satisfies Record<MarkColor, string>,
    cream: color('cream'),
  }
}

interface PngIcon {
  file: string
  size: number
  /** Full-bleed square with the motif inset by this many mark units (iOS and Android mask it). */
  inset?: number
}

export const pngIcons: readonly PngIcon[] = [
  { file: 'favicon-32.png', size: 32 },
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
  // iOS rounds the corners itself and shows transparency as black: a full square.
  { file: 'apple-touch-icon.png', size: 180, inset: 5 },
  // Android crops maskable icons to a circle of 80 %: the motif stays inside it.
  { file: 'icon-maskable-512.png', size: 512, inset: 8 },
]

async function main() {
  const colors = tokenColors()
  await writeFile(join(publicDir, 'favicon.svg'), markSvg(colors.mark))
  for (const icon of pngIcons) {
    const svg = markSvg(colors.mark, icon.inset ? { square: true, inset: icon.inset } : {})
    // Render large, then downscale: crisper small icons than rendering at the target size.
    await sharp(Buffer.from(svg), { density: 72 * 64 })
      .resize(icon.size, icon.size)
      .png({ compressionLevel: 9, palette: icon.size <= 32 })
      .toFile(join(publicDir, icon.file))
    console.log(`wrote public/${icon.file}`)
  }
  console.log('wrote public/favicon.svg')
}

if (process.argv[1] === import.meta.filename) await main()
