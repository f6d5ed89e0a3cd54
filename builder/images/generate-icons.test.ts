// @vitest-environment node
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { themeColor } from '#src/lib/theme-color.ts'
import { markSvg } from '#src/ui/logo-mark.ts'
import { pngIcons, tokenColors } from './generate-icons'

const publicDir = join(import.meta.dirname, '../../public')

describe('favicon set (public/, made by npm run icons)', () => {
  it('favicon.svg is the current logo mark in the current palette', async () => {
    const committed = await readFile(join(publicDir, 'favicon.svg'), 'utf8')
    expect(committed).toBe(markSvg(tokenColors().mark))
  })

  it.each(pngIcons)('$file is a $size px square PNG', async ({ file, size, inset }) => {
    const meta = await sharp(join(publicDir, file)).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size])
    if (inset) {
      // Full-bleed icons (iOS, Android maskable) must be opaque in the corners.
      const { data } = await sharp(join(publicDir, file))
        .ensureAlpha()
        .extract({ left: 0, top: 0, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true })
      expect(data[3]).toBe(255)
    }
  })

  it('the pages’ theme colour is the cream of the palette', () => {
    expect(themeColor).toBe(tokenColors().cream)
  })
})
