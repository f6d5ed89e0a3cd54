// The image markup the build writes (issue 6): the hero preloaded at high priority and loaded
// eagerly, everything below the fold lazy, every image with intrinsic size and AVIF/WebP sources
// in several widths. Checked on the prerendered HTML as a browser without JavaScript shows it: with
// JavaScript the pictures below the hero are stand-ins of their size until the page has painted,
// when the boot script puts the same pictures in their place (ADR 029).
import { expect, test } from './fixtures.ts'

interface ImageMarkup {
  src: string
  width: string | null
  height: string | null
  loading: string | null
  fetchPriority: string | null
  sources: { type: string | null; widths: string[]; sizes: string | null }[]
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the prerendered markup: every image with its intrinsic size and AVIF and WebP sources in several widths; the hero eager at high priority and preloaded, a phone and a wide crop; the images below the fold lazy', async ({
    page,
  }) => {
    await page.goto('/')
    const all = await images(page)
    expect(all.length).toBeGreaterThanOrEqual(4)
    for (const image of all) {
      expect(Number(image.width), image.src).toBeGreaterThan(0)
      expect(Number(image.height), image.src).toBeGreaterThan(0)
      // A vector drawing (the map preview's sketch) is sharp at every width in one file.
      if (image.src.endsWith('.svg')) continue
      const types = image.sources.map((source) => source.type)
      expect(types, image.src).toEqual(expect.arrayContaining(['image/avif', 'image/webp']))
      for (const source of image.sources) {
        expect(source.widths.length, `${image.src} ${source.type}`).toBeGreaterThanOrEqual(3)
        expect(source.widths.every((width) => /^\d+w$/.test(width))).toBe(true)
        expect(source.sizes, `${image.src} ${source.type}`).toBeTruthy()
      }
    }

    const [hero, ...below] = all
    expect(hero?.src).toContain('/assets/hero-')
    expect(hero?.loading).toBe('eager')
    expect(hero?.fetchPriority).toBe('high')
    expect(below.length).toBeGreaterThanOrEqual(3)
    for (const image of below) expect(image.loading, image.src).toBe('lazy')

    const preloads = page.locator('head link[rel="preload"][as="image"]')
    await expect(preloads).toHaveCount(2)
    for (const preload of await preloads.all()) {
      await expect(preload).toHaveAttribute('fetchpriority', 'high')
      await expect(preload).toHaveAttribute('type', 'image/avif')
      await expect(preload).toHaveAttribute('imagesrcset', /\/assets\/hero-[\w-]+\.avif 480w/)
      await expect(preload).toHaveAttribute('media', /aspect-ratio: 1\/1/)
    }
  })
})

test.describe('with the browser’s own clock, which keeps its resource timings', () => {
  test.use({ suiteClock: false })

  test('with JavaScript, the pictures below the hero load only once the page has painted, in their places', async ({
    page,
  }) => {
    await page.goto('/')
    // The boot script has put the pictures in the stand-ins' places.
    await expect(page.locator('img[data-deferred]')).toHaveCount(0)
    const all = await images(page)
    expect(all.filter((image) => image.sources.length > 0).length).toBeGreaterThanOrEqual(4)
    // Down the page as a visitor scrolls, past each picture (a jump to the last one skips the blocks
    // laid out on approach between).
    for (const image of await page.locator('main img[loading="lazy"]').all()) {
      await image.scrollIntoViewIfNeeded()
    }
    // A picture's resource entry is there once its file has arrived, a moment after the scroll.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            performance
              .getEntriesByType('resource')
              .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'img')
              .length,
        ),
      )
      .toBeGreaterThanOrEqual(3)
    const { painted, pictures } = await page.evaluate(async () => ({
      painted: await new Promise<number>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      ),
      pictures: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.initiatorType === 'img')
        .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
    }))
    expect(pictures.length).toBeGreaterThanOrEqual(3)
    for (const picture of pictures) expect(picture.startTime, picture.url).toBeGreaterThan(painted)
  })
})

test("before the boot script, no image but the hero's is asked for, on / and /en/: the others wait in <noscript> or in blocks rendered on approach", async ({
  page,
  request,
}) => {
  await page.goto('about:blank')
  for (const path of ['/', '/en/']) {
    // Even a stand-in's data: image is a request, and Lighthouse's simulation puts every request
    // that ends before the largest paint in front of it: the map preview's stand-in cost the home
    // page 70 ms of its LCP (ADR 029).
    const html = await (await request.get(path)).text()
    const early = await page.evaluate((markup) => {
      // A parsed document runs no script, so <noscript> holds elements, as without JavaScript.
      const parsed = new DOMParser().parseFromString(markup, 'text/html')
      return [...parsed.querySelectorAll('img')]
        .filter((img) => !img.closest('noscript, .render-on-approach'))
        .map((img) => img.getAttribute('src') ?? '')
    }, html)
    expect(early, path).toHaveLength(1)
    expect(early[0], path).toMatch(/^\/assets\/hero-[\w-]+\.\w+$/)
  }
})

async function images(page: import('@playwright/test').Page): Promise<ImageMarkup[]> {
  // Without stand-ins (they carry no file of their own) and drawings not yet loaded (data: URLs).
  return page.locator('main img:not([data-deferred]):not([src^="data:"])').evaluateAll((elements) =>
    elements.map((element) => {
      const img = element as HTMLImageElement
      const sources = [...(img.closest('picture')?.querySelectorAll('source') ?? [])]
      return {
        src: img.getAttribute('src') ?? '',
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
        fetchPriority: img.getAttribute('fetchpriority'),
        sources: sources.map((source) => ({
          type: source.getAttribute('type'),
          widths: (source.getAttribute('srcset') ?? '')
            .split(',')
            .map((candidate) => candidate.trim().split(/\s+/)[1] ?? ''),
          sizes: source.getAttribute('sizes'),
        })),
      }
    }),
  )
}
