// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { contentDir, loadSite, loadSites } from '../content/load-site'
import { escapeHtml } from '#src/lib/escape-html.ts'
import { markSvg } from '#src/ui/logo-mark.ts'
import { postalAddressLines } from '#src/lib/postal-address.ts'
import { shareImages } from '#src/app/seo/share-images.ts'
import { ogCardHtml } from './og-card'
import { displayFont, loadCardDesign } from './og-design'
import {
  cardInputs,
  cardStamp,
  changedInputs,
  readTextChunk,
  stampKeyword,
  withTextChunk,
} from './og-stamp'
import { type ShareCard, shareCards } from './share-cards'

const root = join(import.meta.dirname, '../..')
const design = loadCardDesign()
const cards = shareCards(loadSites(), contentDir)
const [openGraph] = cards as [ShareCard]
const english = cards.find((card) => card.image.path === '/en/og-image.png')!
const stamp = (card: ShareCard, changedDesign = design) =>
  cardStamp(card, changedDesign, ogCardHtml(card, changedDesign))

describe('share images (made by npm run og-images, and by the build where the data changed)', () => {
  it.each(shareImages)('public$path is a $width×$height PNG', async ({ path, width, height }) => {
    // Committed as a cache: it may show older data, which the build then renders again.
    const meta = await sharp(readFileSync(join(root, 'public', path))).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', width, height])
  })

  it('draw the logo mark and set the name in the heading font the site ships', () => {
    const html = ogCardHtml(openGraph, design)
    const { chili, turmeric, cream } = design.colors
    const { restaurant, home } = loadSite()
    expect(html).toContain(markSvg({ chili, turmeric, cream }).trim())
    expect(html).toContain(`>${escapeHtml(restaurant.name)}<`)
    expect(html).toContain(`>${escapeHtml(home.hero.tagline.text)}<`)
    expect(html).toContain(`font-family: '${displayFont.family}', serif; font-weight: 600;`)
    const styles = readFileSync(join(root, 'src/styles.css'), 'utf8')
    expect(styles).toContain(`--font-display: '${displayFont.family}'`)
    // Every font file of src/fonts/fonts.css inlined, each declared at the weight the card uses.
    expect(design.fontFaceCss).not.toMatch(/url\('\.\//)
    const faces = [...design.fontFaceCss.matchAll(/@font-face\s*{([^}]*)}/g)]
    expect(faces.length).toBeGreaterThan(0)
    for (const [, rule = ''] of faces) {
      expect(rule).toContain(`font-family: '${displayFont.family}'`)
      expect(rule).toContain(`font-weight: ${displayFont.weight};`)
      expect(rule).toContain('data:font/woff2;base64,')
    }
  })

  it('write the address as the site writes it everywhere (postalAddressLines)', () => {
    const { address } = loadSite().restaurant
    const [street, town] = postalAddressLines(address)
    for (const card of cards) expect(card.address).toBe(`${street} · ${town}`)
    expect(ogCardHtml(openGraph, design)).toContain(`>${escapeHtml(`${street} · ${town}`)}<`)
  })

  it('come in both languages, the English ones under /en/ with the English texts', () => {
    expect(cards.map((card) => card.image.path)).toEqual([
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
    const tagline = loadSite('en').home.hero.tagline.text
    expect(tagline).not.toBe(openGraph.line)
    expect(english.line).toBe(tagline)
    expect(ogCardHtml(english, design)).toContain(`>${escapeHtml(tagline)}<`)
    expect(ogCardHtml(english, design)).not.toContain(`>${escapeHtml(openGraph.line)}<`)
    const menu = cards.find((card) => card.image.path === '/en/og-menu.png')!
    expect(menu.line).toBe('Menu with prices & allergens')
    expect(stamp(english).card).not.toBe(stamp(openGraph).card)
  })

  it('show the owner’s hero photo instead of the artwork', async () => {
    expect(openGraph.picture?.kind).toBe('artwork')
    const dir = mkdtempSync(join(tmpdir(), 'og-photo-'))
    cpSync('content', dir, { recursive: true })
    mkdirSync(join(dir, 'media'), { recursive: true })
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#7a3b1c' },
    })
      .jpeg()
      .toBuffer()
    writeFileSync(join(dir, 'media/gastraum.jpg'), photo)
    const home = parse(readFileSync(join(dir, 'home.yaml'), 'utf8')) as {
      hero: { photo?: unknown }
    }
    home.hero.photo = [{ image: '/media/gastraum.jpg', alt: { de: 'Gastraum', en: 'Dining room' } }]
    writeFileSync(join(dir, 'home.yaml'), stringify(home))

    const withPhoto = shareCards(loadSites(dir), dir)
    const url = `data:image/jpeg;base64,${photo.toString('base64')}`
    expect(withPhoto.map((card) => card.picture)).toEqual(cards.map(() => ({ kind: 'photo', url })))
    expect(ogCardHtml(withPhoto[0]!, design)).toContain(`src="${url}"`)
    expect(changedInputs(JSON.stringify(stamp(openGraph)), stamp(withPhoto[0]!))).toEqual([
      cardInputs.picture,
    ])
  })

  it('are stamped with a hash that changes with every input, naming the inputs that changed', () => {
    const stamped = JSON.stringify(stamp(openGraph))
    const changed = (card: Partial<ShareCard>, changedDesign = design) =>
      changedInputs(stamped, stamp({ ...openGraph, ...card }, changedDesign))
    expect(changed({})).toEqual([])
    expect(changed({ name: 'Zum Tandoor' })).toEqual([cardInputs.name])
    expect(
      changed({ line: 'Neu: Mittagstisch', address: 'Marktplatz 2 · 67731 Otterbach' }),
    ).toEqual([cardInputs.line, cardInputs.address])
    expect(changed({ picture: undefined })).toEqual([cardInputs.picture])
    expect(changed({}, { ...design, colors: { ...design.colors, chili: '#a3301e' } })).toEqual([
      cardInputs.colors,
    ])
    expect(
      changed({}, { ...design, fontFaceCss: design.fontFaceCss.replace('base64,', 'base64,A') }),
    ).toEqual([cardInputs.font])
    expect(changed({ image: { ...openGraph.image, height: 631 } })).toEqual([
      'the card’s layout or encoding (builder/og/)',
    ])
    // A stamp of the format before inputs were named (a bare hash), or none.
    expect(changedInputs(stamp(openGraph).card, stamp(openGraph))).toEqual([
      'all inputs (the image has no stamp of them)',
    ])
    expect(changedInputs(undefined, stamp(openGraph))).toEqual([
      'all inputs (the image has no stamp of them)',
    ])
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
