// Renders art/*.svg to PNG with sharp (librsvg, the renderer the image pipeline uses) so the artwork
// can be inspected: `npx tsx art/generator/render.ts [outDir]`. Also writes a 390×700 phone crop of the hero.

import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const artDir = fileURLToPath(new URL('../', import.meta.url))
const outDir = process.argv[2] ?? '/tmp/art-shots'
mkdirSync(outDir, { recursive: true })

for (const file of readdirSync(artDir).filter((f) => f.endsWith('.svg'))) {
  const name = file.replace(/\.svg$/, '')
  const png = `${outDir}/${name}.png`
  // librsvg's default is 72 dpi; density 96 renders the SVG sharper before resizing to its own width.
  const width = Number(/viewBox="0 0 (\d+)/.exec(readFileSync(artDir + file, 'utf8'))?.[1] ?? 1200)
  await sharp(artDir + file, { density: 96 })
    .resize(width)
    .png()
    .toFile(png)
  console.log(png)
  if (name === 'hero') {
    await sharp(artDir + file, { density: 96 })
      .resize(390, 700, { fit: 'cover', position: 'centre' })
      .png()
      .toFile(`${outDir}/hero-390.png`)
    console.log(`${outDir}/hero-390.png`)
  }
}
