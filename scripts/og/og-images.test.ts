// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { escapeHtml } from '../../src/lib/escape-html'
import { markSvg } from '../../src/lib/logo-mark'
import { shareImages, shareImagesFor } from '../../src/lib/share-images'
import { displayFont, type CardInputs, loadCardInputs, ogCardHtml } from './og-card'
import { inputsHash, readTextChunk, stampKeyword, withTextChunk } from './og-stamp'
import { loadSite } from '../../src/content/load-site'

const { restaurant, home } = loadSite()
const openGraph = shareImagesFor('de').openGraph

const root = join(import.meta.dirname, '../..')
const inputs = loadCardInputs()

describe('share images (public/og-image*.png, made by npm run og-images)', () => {
  it.each(shareImages)(
    '$path is a $width×$height PNG rendered from the current card',
    async (image) => {
      const { path, width, height } = image
      const png = readFileSync(join(root, 'public', path))
      const meta = await sharp(png).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['png', width, height])
      expect(
        await readTextChunk(png, stampKeyword),
        `public${path} is stale (the mark, palette, font, text, artwork or card changed): ` +
          'run "npm run og-images" and commit the PNGs',
      ).toBe(inputsHash(ogCardHtml(image, inputs)))
    },
  )

  it('draw the logo mark and set the name in the heading font the site ships', () => {
    const html = ogCardHtml(openGraph, inputs)
    const { chili, turmeric, cream } = inputs.colors
    expect(html).toContain(markSvg({ chili, turmeric, cream }).trim())
    expect(html).toContain(`>${escapeHtml(restaurant.name)}<`)
    expect(html).toContain(`>${escapeHtml(home.hero.tagline)}<`)
    expect(html).toContain(`font-family: '${displayFont.family}', serif; font-weight: 600;`)
    const styles = readFileSync(join(root, 'src/styles.css'), 'utf8')
    expect(styles).toContain(`--font-display: '${displayFont.family}'`)
    // Every font file of src/fonts/fonts.css inlined, each declared at the weight the card uses.
    expect(inputs.fontFaceCss).not.toMatch(/url\('\.\//)
    const faces = [...inputs.fontFaceCss.matchAll(/@font-face\s*{([^}]*)}/g)]
    expect(faces.length).toBeGreaterThan(0)
    for (const [, rule = ''] of faces) {
      expect(rule).toContain(`font-family: '${displayFont.family}'`)
      expect(rule).toContain(`font-weight: ${displayFont.weight};`)
      expect(rule).toContain('data:font/woff2;base64,')
    }
  })

  it('come in both languages, the English ones under /en/ with the English texts', () => {
    expect(shareImages.map((image) => image.path)).toEqual([
      '/og-image.png',
      '/og-image-16x9.png',
      '/og-image-4x3.png',
      '/og-image-1x1.png',
      '/og-menu.png',
      '/en/og-image.png',
      '/en/og-image-16x9.png',
      '/en/og-image-4x3.png',
      '/en/og-image-1x1.png',
      '/en/og-menu.png',
    ])
    const english = shareImagesFor('en')
    const tagline = loadSite('en').home.hero.tagline
    expect(tagline).not.toBe(home.hero.tagline)
    expect(ogCardHtml(english.openGraph, inputs)).toContain(`>${escapeHtml(tagline)}<`)
    expect(ogCardHtml(english.openGraph, inputs)).not.toContain(
      `>${escapeHtml(home.hero.tagline)}<`,
    )
    expect(english.menu.line).toBe('Menu with prices & allergens')
    expect(ogCardHtml(english.menu, inputs)).toContain(`>${escapeHtml(english.menu.line!)}<`)
    expect(inputsHash(ogCardHtml(english.openGraph, inputs))).not.toBe(
      inputsHash(ogCardHtml(openGraph, inputs)),
    )
  })

  it('are stamped with a hash that changes with every input', () => {
    const hash = (changed: Partial<CardInputs>) =>
      inputsHash(ogCardHtml(openGraph, { ...inputs, ...changed }))
    const base = hash({})
    expect(hash({})).toBe(base)
    expect(hash({ colors: { ...inputs.colors, chili: '#a3301e' } })).not.toBe(base)
    expect(hash({ fontFaceCss: inputs.fontFaceCss.replace('base64,', 'base64,A') })).not.toBe(base)
    expect(hash({ artwork: undefined })).not.toBe(base)
    expect(inputsHash(ogCardHtml({ width: 1200, height: 631 }, inputs))).not.toBe(base)
  })

  it('keep a tEXt stamp readable and the PNG valid', async () => {
    const png = await sharp({
      create: { width: 2, height: 1, channels: 3, background: '#a3301f' },
    })
      .png()
      .toBuffer()
    const stamped = withTextChunk(png, stampKeyword, 'abc123')
    expect(await readTextChunk(stamped, stampKeyword)).toBe('abc123')
    const { data } = await sharp(stamped).raw().toBuffer({ resolveWithObject: true })
    expect([...data.subarray(0, 3)]).toEqual([0xa3, 0x30, 0x1f])
  })
})
