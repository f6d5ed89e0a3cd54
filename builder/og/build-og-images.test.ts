// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { siteOutputs } from '../outputs'
import { loadSite } from '../content/load-site'
import { shareImages } from '#src/app/seo/share-images.ts'
import { updateShareImages } from './build-og-images'
import { ogCardHtml } from './og-card'
import { loadCardDesign } from './og-design'
import { staleShareImages } from './og-freshness'
import { cardInputs, cardStamp, stampKeyword, withTextChunk } from './og-stamp'
import { renderShareImages } from './render-og-images'
import type { ShareCard } from './share-cards'

const design = loadCardDesign()

/** Two tiny cards, one per language, over a small picture (a rendering takes no time). */
const tinyCards: ShareCard[] = (['de', 'en'] as const).map((language) => ({
  image: { path: `/${language}/og-tiny.png`, width: 240, height: 126, language },
  name: 'Zum Tandoor',
  line: language === 'de' ? 'Indische Küche' : 'Indian cuisine',
  address: 'Hauptstraße 1 · 67731 Otterbach',
  picture: {
    kind: 'photo',
    url:
      'data:image/svg+xml;base64,' +
      btoa(
        '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="6"><rect width="8" height="6" fill="#7a3b1c"/></svg>',
      ),
  },
}))

/** Stands in for Chromium: a plain PNG of the card's size, stamped as the renderer stamps it. */
const fakeRender = vi.fn(async (cards: readonly ShareCard[], _design: unknown, dir: string) => {
  for (const card of cards) {
    const { width, height } = card.image
    const png = await sharp({ create: { width, height, channels: 3, background: '#a3301f' } })
      .png()
      .toBuffer()
    const stamp = JSON.stringify(cardStamp(card, design, ogCardHtml(card, design)))
    await mkdir(dirname(join(dir, card.image.path)), { recursive: true })
    await writeFile(join(dir, card.image.path), withTextChunk(png, stampKeyword, stamp))
  }
})

const noBrowser = () => {
  throw new Error('Chromium not found at /usr/bin/chromium. … point CHROMIUM_PATH at a Chromium')
}

describe('the build’s share images (the output matches the data after the build)', () => {
  it('keeps images whose stamp matches and renders only the stale ones, into the output', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'og-build-'))
    const update = (cards: ShareCard[], browser = () => '/usr/bin/chromium') =>
      updateShareImages({ dir, cards, design, browser, render: fakeRender })

    fakeRender.mockClear()
    expect((await update(tinyCards)).map((image) => image.changed)).toEqual([
      ['the image is missing'],
      ['the image is missing'],
    ])
    expect(await staleShareImages(dir, tinyCards, design)).toEqual([])

    // Up to date: nothing rendered, no browser needed.
    fakeRender.mockClear()
    expect(await update(tinyCards, noBrowser)).toEqual([])
    expect(fakeRender).not.toHaveBeenCalled()

    // The owner edits the German tagline: only the German card is rendered again.
    const edited = [{ ...tinyCards[0]!, line: 'Indische Küche in Otterbach' }, tinyCards[1]!]
    const rendered = await update(edited)
    expect(rendered.map(({ card, changed }) => [card.image.path, changed])).toEqual([
      ['/de/og-tiny.png', [cardInputs.line]],
    ])
    expect(fakeRender).toHaveBeenCalledWith([edited[0]], design, dir, '/usr/bin/chromium')
    expect(await staleShareImages(dir, edited, design)).toEqual([])
  })

  it('fails without a browser, naming the stale images, what changed and CHROMIUM_PATH', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'og-build-'))
    await fakeRender(tinyCards, design, dir)
    const moved = tinyCards.map((card) => ({ ...card, address: 'Marktplatz 2 · 67731 Otterbach' }))
    await expect(
      updateShareImages({ dir, cards: moved, design, browser: noBrowser, render: fakeRender }),
    ).rejects.toThrow(
      'The share images do not show the current data and sources:\n' +
        `  ${cardInputs.address}: /de/og-tiny.png, /en/og-tiny.png\n` +
        'Rendering them needs Chromium or Chrome: Chromium not found at /usr/bin/chromium. … ' +
        'point CHROMIUM_PATH at a Chromium',
    )
  })

  it.skipIf(!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'))(
    'renders a card in Chromium into an image that matches it',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'og-render-'))
      const logs: string[] = []
      await renderShareImages(
        [tinyCards[1]!],
        design,
        dir,
        process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        (line) => logs.push(line),
      )
      expect(await staleShareImages(dir, [tinyCards[1]!], design)).toEqual([])
      const meta = await sharp(join(dir, '/en/og-tiny.png')).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 240, 126])
      expect(logs).toHaveLength(1)
    },
    60_000,
  )
})

describe('the share-image step in the build and the deploy', () => {
  it('the table of outputs writes every share image, after the client build copied public/', () => {
    const files = siteOutputs(loadSite().restaurant).map((output) => `/${output.file}`)
    for (const { path } of shareImages) expect(files, path).toContain(path)
  })

  it('finds the runner’s Chrome in the deploy, whose image cache follows the libraries’ versions', () => {
    const workflow = readFileSync('.github/workflows/deploy.yml', 'utf8')
    const build = workflow.slice(workflow.indexOf('- run: npm run build'))
    expect(build).toMatch(/^\s+env:\n(?:\s+#.*\n)*\s+CHROMIUM_PATH: \/usr\/bin\/google-chrome$/m)
    expect(workflow).toMatch(/key: images-\$\{\{ hashFiles\([^)]*'package-lock\.json'\) \}\}/)
  })
})
