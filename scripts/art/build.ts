// Writes the four artwork files in art/ from their generator modules: `npx tsx scripts/art/build.ts`.
// Output is deterministic (seeded PRNG), so a rebuild without code changes leaves git clean.

import { writeFileSync, mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { about } from './about.ts'
import { butterChicken } from './butter-chicken.ts'
import { hero } from './hero.ts'
import { pizzaMargherita } from './pizza-margherita.ts'

const outDir = fileURLToPath(new URL('../../art/', import.meta.url))
mkdirSync(outDir, { recursive: true })

const images: Record<string, () => string> = {
  'hero.svg': hero,
  'butter-chicken.svg': butterChicken,
  'pizza-margherita.svg': pizzaMargherita,
  'about.svg': about,
}

const only = process.argv.slice(2)
for (const [file, draw] of Object.entries(images)) {
  if (only.length && !only.some((o) => file.startsWith(o))) continue
  const svg = draw()
  writeFileSync(outDir + file, svg)
  console.log(`${file}: ${(svg.length / 1024).toFixed(1)} KB`)
}
