// @vitest-environment node
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import sharp from 'sharp'
import { build } from 'vite'
import { imagetools } from 'vite-imagetools'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatQuality, imagetoolsOptions, presetWidths } from './image-presets'
import { svgRaster } from './svg-raster'

interface Picture {
  sources: Record<string, string>
  img: { src: string; w: number; h: number }
}

let dir: string
let pictures: Record<'hero' | 'heroPortrait' | 'artwork' | 'artworkPortrait', Picture>

/** An owner's camera photo: 2400×1600, grainy like a real picture, with EXIF (camera, author). */
async function ownerPhoto(path: string) {
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600">
      <defs><radialGradient id="g"><stop offset="0" stop-color="#e9a23b"/><stop offset="1" stop-color="#3b1d10"/></radialGradient></defs>
      <rect width="2400" height="1600" fill="url(#g)"/>
      <ellipse cx="1200" cy="840" rx="640" ry="420" fill="#b8461f"/>
    </svg>`,
  )
  await sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 16 },
    },
  })
    .blur(0.8)
    .composite([{ input: scene, blend: 'soft-light' }])
    .withExif({ IFD0: { Make: 'Phone', Artist: 'Owner', Copyright: 'Private' } })
    .jpeg({ quality: 92 })
    .toFile(path)
}

/** A small SVG artwork (600×450): the pipeline must render it at 2× for the 1200 px card. */
async function artwork(path: string) {
  await writeFile(
    path,
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="450"><rect width="600" height="450" fill="#a3301f"/><circle cx="300" cy="225" r="150" fill="#e0a22b"/></svg>',
  )
}

/**
 * A 16:9 hero artwork (960×540): calm on the left, busy (stripes) on the right, so that sharp's
 * entropy crop keeps the right side for the phone's 2:3 portrait.
 */
async function wideArtwork(path: string) {
  const stripes = Array.from(
    { length: 40 },
    (_, i) => `<rect x="${600 + i * 9}" width="4" height="540" fill="#f6d69a"/>`,
  ).join('')
  await writeFile(
    path,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 540" width="960" height="540"><rect width="960" height="540" fill="#2a160c"/>${stripes}</svg>`,
  )
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'image-pipeline-'))
  await ownerPhoto(join(dir, 'owner-photo.jpg'))
  await artwork(join(dir, 'artwork.svg'))
  await wideArtwork(join(dir, 'wide-artwork.svg'))
  await writeFile(
    join(dir, 'entry.js'),
    [
      "export { default as hero } from './owner-photo.jpg?preset=hero'",
      "export { default as heroPortrait } from './owner-photo.jpg?preset=hero-portrait'",
      "export { default as artwork } from './artwork.svg?preset=card'",
      "export { default as artworkPortrait } from './wide-artwork.svg?preset=hero-portrait'",
    ].join('\n'),
  )
  await build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    plugins: [
      svgRaster({ cacheDir: join(dir, 'raster-cache') }),
      imagetools({ ...imagetoolsOptions, cache: { enabled: false } }),
    ],
    build: { ssr: join(dir, 'entry.js'), ssrEmitAssets: true, outDir: join(dir, 'out') },
  })
  const entry = (await readdir(join(dir, 'out'))).find((name) => name.startsWith('entry.'))
  pictures = await import(pathToFileURL(join(dir, 'out', entry ?? 'entry.js')).href)
}, 240_000)

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** [url, width descriptor] pairs of a srcset. */
function entries(srcset: string | undefined): [string, number][] {
  return (srcset ?? '').split(', ').map((candidate) => {
    const [url = '', descriptor = ''] = candidate.split(' ')
    return [url, Number.parseInt(descriptor, 10)]
  })
}

async function file(url: string) {
  return readFile(join(dir, 'out', url))
}

describe('image pipeline (owner photo → AVIF, WebP, JPEG)', () => {
  it('emits every hero width in AVIF, WebP and JPEG, with hashed names and the photo’s aspect', async () => {
    const { hero } = pictures
    expect(Object.keys(hero.sources)).toEqual(['avif', 'webp', 'jpeg'])
    const expectedFormat = { avif: 'heif', webp: 'webp', jpeg: 'jpeg' } as const
    for (const [format, srcset] of Object.entries(hero.sources)) {
      const set = entries(srcset)
      expect(set.map(([, width]) => width)).toEqual([...presetWidths.hero])
      for (const [url, width] of set) {
        expect(url).toMatch(new RegExp(`^/assets/owner-photo-[\\w-]{8}\\.${format}$`))
        const meta = await sharp(await file(url)).metadata()
        expect(meta.format).toBe(expectedFormat[format as keyof typeof expectedFormat])
        expect(meta.width).toBe(width)
        expect(meta.height).toBe(Math.round((width * 1600) / 2400))
      }
    }
    expect(hero.img).toMatchObject({ w: 1920, h: 1280 })
    expect(hero.img.src).toMatch(/^\/assets\/owner-photo-[\w-]{8}\.jpeg$/)
  })

  it('crops the portrait hero for phones to 2:3, as wide as the photo allows', async () => {
    const avif = entries(pictures.heroPortrait.sources.avif)
    // 1600 px of height hold a 1066 px wide 2:3 crop, so that replaces the 1200 px width.
    expect(avif.map(([, width]) => width)).toEqual([480, 800, 1066])
    for (const [url, width] of avif) {
      const meta = await sharp(await file(url)).metadata()
      expect([meta.width, meta.height]).toEqual([width, Math.round(width * 1.5)])
    }
  })

  it('compresses: AVIF is the smallest and JPEG is progressive', async () => {
    const [avif, webp, jpeg] = await Promise.all(
      ['avif', 'webp', 'jpeg'].map(async (format) => {
        const url = entries(pictures.hero.sources[format]).find(([, width]) => width === 800)?.[0]
        return file(url ?? '')
      }),
    )
    expect(avif!.length).toBeLessThan(webp!.length)
    expect(webp!.length).toBeLessThan(jpeg!.length)
    expect((await sharp(jpeg).metadata()).isProgressive).toBe(true)
    expect(formatQuality.avif).toBeLessThan(formatQuality.jpeg)
  })

  it('strips the camera’s EXIF data (author, device) from every output', async () => {
    for (const srcset of Object.values(pictures.hero.sources)) {
      for (const [url] of entries(srcset)) {
        expect((await sharp(await file(url)).metadata()).exif).toBeUndefined()
      }
    }
  })

  it('renders small SVG artwork at the scale the widest card needs, so even that one is sharp', async () => {
    const widths = entries(pictures.artwork.sources.avif).map(([, width]) => width)
    expect(widths).toEqual([...presetWidths.card])
    expect(pictures.artwork.img).toMatchObject({ w: 1200, h: 900 })
  })

  it('renders the portrait crop of wide artwork sharp at every width, keeping its busy side', async () => {
    const jpeg = entries(pictures.artworkPortrait.sources.jpeg)
    // A 360 px wide 2:3 crop of the 960×540 canvas, rendered at 4× for the 1200 px width.
    expect(jpeg.map(([, width]) => width)).toEqual([...presetWidths['hero-portrait']])
    for (const [url, width] of jpeg) {
      const image = sharp(await file(url))
      const meta = await image.metadata()
      expect([meta.width, meta.height]).toEqual([width, width * 1.5])
      // The stripes (right side), not the calm dark left: bright on average, and varied.
      const [red] = (await image.stats()).channels
      expect(red!.mean).toBeGreaterThan(80)
      expect(red!.stdev).toBeGreaterThan(60)
    }
  })
})
