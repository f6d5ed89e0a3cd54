// `npm run art`: writes the artwork files in art/ from their generator modules (artworks.ts).
// `npm run art -- hero` writes only the files whose names start with the arguments. A rebuild
// without code changes leaves git clean (artworks.test.ts checks that the committed files match).
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { artworks } from './artworks.ts'

const outDir = fileURLToPath(new URL('../', import.meta.url))

const only = process.argv.slice(2)
for (const [file, draw] of Object.entries(artworks)) {
  if (only.length && !only.some((prefix) => file.startsWith(prefix))) continue
  const svg = draw()
  writeFileSync(outDir + file, svg)
  console.log(`${file}: ${(svg.length / 1024).toFixed(1)} KB`)
}
