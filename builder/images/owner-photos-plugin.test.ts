// @vitest-environment node
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { build } from 'vite'
import { imagetools } from 'vite-imagetools'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { loadSite } from '../content/load-site'
import { liveContent } from '../vite/site-content'
import { imagetoolsOptions } from './image-presets'
import { ownerPhotosModule, ownerPhotosPlugin, photosPerPreset } from './owner-photos-plugin'

const alt = { de: 'Unser Gastraum', en: 'Our dining room' }

/** A place in a data file that takes a photo. */
interface Slot {
  photo?: { image: string; alt: typeof alt }[]
}

/** A copy of content/ in which the owner has uploaded `hero.jpg` for the hero, `curry.jpg` for
 * the „Über uns“ picture and the first card, and `unused.jpg`, which no data file names. */
async function contentWithPhotos(dir: string) {
  await cp('content', dir, { recursive: true })
  await mkdir(join(dir, 'media'), { recursive: true })
  const photo = (name: string, width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#a3301f' } })
      .jpeg()
      .toFile(join(dir, 'media', name))
  await Promise.all([
    photo('hero.jpg', 900, 600),
    photo('curry.jpg', 700, 525),
    photo('unused.jpg', 640, 480),
  ])
  const edit = async <Data>(file: string, change: (data: Data) => void) => {
    const data = parse(await readFile(join(dir, file), 'utf8')) as Data
    change(data)
    await writeFile(join(dir, file), stringify(data))
  }
  await edit<{ hero: Slot; about: Slot }>('home.yaml', (home) => {
    home.hero.photo = [{ image: '/media/hero.jpg', alt }]
    home.about.photo = [{ image: '/media/curry.jpg', alt }]
  })
  await edit<{ specialties: Slot[] }>('specialties.yaml', ({ specialties }) => {
    specialties[0]!.photo = [{ image: '/media/curry.jpg', alt }]
  })
}

let dir: string
/** The image files the build wrote, by the photo they were made of. */
let emitted: Record<string, string[]>

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'owner-photos-'))
  await contentWithPhotos(join(dir, 'content'))
  await writeFile(join(dir, 'entry.js'), "export { default } from 'virtual:owner-photos'")
  await build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    plugins: [
      ownerPhotosPlugin(liveContent(join(dir, 'content'))),
      imagetools({ ...imagetoolsOptions, cache: { enabled: false } }),
    ],
    build: { ssr: join(dir, 'entry.js'), ssrEmitAssets: true, outDir: join(dir, 'out') },
  })
  emitted = {}
  for (const file of await readdir(join(dir, 'out/assets'))) {
    const photo = file.replace(/-[\w-]{8}\.\w+$/, '')
    emitted[photo] = [...(emitted[photo] ?? []), file]
  }
}, 120_000)

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('the owner’s photos in the build (virtual:owner-photos)', () => {
  it('lists each photo the data names under the presets of its slots, once', () => {
    const site = loadSite('de', join(dir, 'content'))
    expect(photosPerPreset([site, loadSite('en', join(dir, 'content'))])).toEqual({
      hero: ['/media/hero.jpg'],
      'hero-portrait': ['/media/hero.jpg'],
      card: ['/media/curry.jpg'],
    })
    expect(photosPerPreset([loadSite()])).toEqual({ hero: [], 'hero-portrait': [], card: [] })
  })

  it('imports the photos from the media folder of the content folder it is given', () => {
    const code = ownerPhotosModule(
      { hero: [], 'hero-portrait': [], card: ['/media/curry.jpg'] },
      '/srv/content',
    )
    expect(code).toContain('import photo0 from "/srv/content/media/curry.jpg?preset=card"')
    expect(code).toContain('"card": { "/media/curry.jpg": photo0 },')
  })

  it('converts only the photos the data names, each only in the presets of its slots', () => {
    expect(Object.keys(emitted).sort()).toEqual(['curry', 'hero'])
    // The card preset's widths that fit the 700 px photo (400, 680, 700), in AVIF, WebP and JPEG.
    expect(emitted.curry).toHaveLength(3 * 3)
    // The hero's widths up to 900 px (480, 800, 900) and its 2:3 phone crop (400 px), each in
    // three formats; no card versions.
    expect(emitted.hero).toHaveLength(4 * 3)
  })
})
