import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { artworks } from './artworks'

const artDir = fileURLToPath(new URL('../', import.meta.url))

describe('the artwork generator', () => {
  for (const [file, draw] of Object.entries(artworks)) {
    it(`draws the committed art/${file} (run "npm run art" after changing a generator)`, () => {
      expect(draw() === readFileSync(artDir + file, 'utf8')).toBe(true)
    })
  }
})
