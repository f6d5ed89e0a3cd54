import { describe, expect, it } from 'vitest'
import {
  type Figures,
  KB,
  budgetMisses,
  lcpBudget,
  median,
  medianFigures,
  routeResult,
} from './bench-budgets.ts'

const allHundred = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 }

function run(overrides: Partial<Figures> = {}): Figures {
  return {
    scores: allHundred,
    lcpMs: 840,
    lcpKind: 'text',
    tbtMs: 0,
    cls: 0,
    scripts: 0,
    jsBytes: 0,
    totalBytes: 50 * KB,
    longTasks: [],
    documentBytes: 9 * KB,
    ...overrides,
  }
}

/** Five rounds of the same figures. */
const fiveTimes = (overrides: Partial<Figures> = {}) =>
  Array.from({ length: 5 }, () => run(overrides))

const floors = {
  text: run({ lcpMs: 800, tbtMs: 10, totalBytes: 2 * KB }),
  photo: run({ lcpMs: 1000, lcpKind: 'photo', totalBytes: 60 * KB }),
}
const photo = { lcpKind: 'photo' } as const
const withScripts = { scripts: 4, jsBytes: 70 * KB }

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([383, 10, 23])).toBe(23)
  })

  it('takes the mean of the middle two of an even count', () => {
    expect(median([1, 4, 2, 3])).toBe(2.5)
  })

  it('is NaN for no values', () => {
    expect(median([])).toBeNaN()
  })

  it('leaves its input in round order', () => {
    const values = [3, 1, 2]
    median(values)
    expect(values).toEqual([3, 1, 2])
  })
})

describe('medianFigures', () => {
  it('takes each figure’s median on its own', () => {
    const result = medianFigures([
      run({ lcpMs: 1100, tbtMs: 90 }),
      run({ lcpMs: 1000, tbtMs: 5 }),
      run({ lcpMs: 1200, tbtMs: 20, scores: { ...allHundred, performance: 97 } }),
    ])
    expect(result.lcpMs).toBe(1100)
    expect(result.tbtMs).toBe(20)
    expect(result.scores.performance).toBe(100)
  })
})

describe('routeResult', () => {
  it('counts a page as loading JavaScript when any round loaded a script', () => {
    expect(routeResult('/', [run(), run(withScripts), run()]).loadsJavaScript).toBe(true)
    expect(routeResult('/agb', fiveTimes()).loadsJavaScript).toBe(false)
  })
})

/** A text page with its bare document's runs: the floor of its LCP. */
const textPage = (path: string, overrides: Partial<Figures>, bareLcpMs = 800, noindex = false) =>
  routeResult(path, fiveTimes(overrides), noindex, fiveTimes({ lcpMs: bareLcpMs }))

describe('lcpBudget', () => {
  it('holds a page whose largest paint is a photo in most rounds to the photo floor', () => {
    const runs = [run(photo), run(), run(photo), run(photo), run()]
    expect(lcpBudget(routeResult('/', runs))).toEqual({ floor: 'photo', ratio: 1.1 })
  })

  it('holds a page whose largest paint is text to its own bare document, with or without script', () => {
    expect(lcpBudget(routeResult('/speisekarte', fiveTimes(withScripts)))).toEqual({
      floor: 'bare document',
      ratio: 1.1,
    })
    expect(lcpBudget(routeResult('/agb', fiveTimes()))).toEqual({
      floor: 'bare document',
      ratio: 1.1,
    })
  })
})

describe('lcpBudget of a page whose document misses the first round trip', () => {
  const big = { ...withScripts, documentBytes: 40 * KB }
  it('owes it one round trip where its bare document makes it', () => {
    const menu = routeResult('/speisekarte', fiveTimes(big), false, fiveTimes({ lcpMs: 800 }))
    expect(lcpBudget(menu)).toEqual({ floor: 'bare document', ratio: 1.1, plusRoundTripMs: 150 })
  })

  it('owes it nothing where its bare document misses it too, or where it makes it itself', () => {
    const bareBig = fiveTimes({ lcpMs: 800, documentBytes: 20 * KB })
    expect(lcpBudget(routeResult('/agb', fiveTimes(big), false, bareBig))).toEqual({
      floor: 'bare document',
      ratio: 1.1,
    })
    expect(lcpBudget(textPage('/impressum', {}))).toEqual({ floor: 'bare document', ratio: 1.1 })
  })
})

describe('budgetMisses', () => {
  it('passes a photo page within 1.1 × the photo floor, whatever its page-wide blocking time', () => {
    const home = routeResult('/', fiveTimes({ ...photo, ...withScripts, lcpMs: 1100, tbtMs: 400 }))
    expect(budgetMisses([home], floors)).toEqual([])
  })

  it('fails a photo page above 1.1 × the photo floor', () => {
    const home = routeResult('/', fiveTimes({ ...photo, ...withScripts, lcpMs: 1110 }))
    expect(budgetMisses([home], floors)).toEqual(['/: LCP 1.11 × the photo floor > 1.1 ×'])
  })

  it('holds the longest task of our own scripts to 50 ms, median over the rounds; the document’s own tasks count through LCP', () => {
    const task = (ms: number, kind: 'script' | 'document' = 'script') => ({
      ms,
      kind,
      source: kind === 'script' ? 'boot-Ab12.js' : 'document',
    })
    const rounds = [
      [task(51), task(30)],
      [task(60)],
      [task(49)],
      [task(40), task(120, 'document')],
      [],
    ]
    const once = routeResult('/', [...rounds.map((longTasks) => run({ ...photo, longTasks }))])
    expect(budgetMisses([once], floors)).toEqual([])
    const often = routeResult('/', fiveTimes({ ...photo, longTasks: [task(55), task(20)] }))
    expect(budgetMisses([often], floors)).toEqual(['/: longest task of our scripts 55 ms > 50 ms'])
  })

  it('holds a menu page that is owed a round trip to its bare document + 150 ms, or 1.1 × where larger', () => {
    const big = { ...withScripts, documentBytes: 40 * KB }
    const bare = fiveTimes({ lcpMs: 900 })
    const within = routeResult('/speisekarte', fiveTimes({ ...big, lcpMs: 1050 }), false, bare)
    const beyond = routeResult('/en/menu', fiveTimes({ ...big, lcpMs: 1051 }), false, bare)
    const slowBare = fiveTimes({ lcpMs: 2000 })
    const ratioHolds = routeResult(
      '/speisekarte',
      fiveTimes({ ...big, lcpMs: 2200 }),
      false,
      slowBare,
    )
    expect(budgetMisses([within, beyond, ratioHolds], floors)).toEqual([
      '/en/menu: LCP 1.17 × its bare document (1051 ms) > 1050 ms (the larger of 1.1 × and + 150 ms)',
    ])
  })

  it('holds a text page to 1.1 × its own bare document, with or without islands', () => {
    const within = textPage('/speisekarte', { ...withScripts, lcpMs: 990 }, 900)
    const beyond = textPage('/en/menu', { ...withScripts, lcpMs: 1000 }, 900)
    const legal = textPage('/agb', { lcpMs: 890 }, 800)
    expect(budgetMisses([within, beyond, legal], floors)).toEqual([
      '/en/menu: LCP 1.11 × its bare document > 1.1 ×',
      '/agb: LCP 1.11 × its bare document > 1.1 ×',
    ])
  })

  it('names a text page that has no bare document to compare with', () => {
    expect(budgetMisses([routeResult('/impressum', fiveTimes())], floors)).toEqual([
      '/impressum: its largest paint is text, but it has no bare document to compare with',
    ])
  })

  it('holds an indexed route to SEO 100, but not a noindex one (the table tent)', () => {
    const seo63 = { scores: { ...allHundred, seo: 63 } }
    const indexed = textPage('/impressum', { ...seo63, lcpMs: 700 })
    const noindex = textPage('/speisekarte/aufsteller', { ...seo63, lcpMs: 700 }, 800, true)
    expect(budgetMisses([indexed, noindex], floors)).toEqual(['/impressum: seo score 63 < 100'])
  })

  it('fails a page classed without JavaScript on any byte of script in any round', () => {
    const page = {
      ...textPage('/agb', {}),
      runs: [run(), run({ jsBytes: 1234 }), run(), run(), run()],
    }
    expect(budgetMisses([page], floors)).toEqual([
      '/agb: JavaScript (page without JavaScript) 1234 bytes brotli > 0 bytes',
    ])
  })

  it('holds the home page’s JavaScript to 80 KB brotli and its bytes to 250 KB', () => {
    const heavy = { ...photo, scripts: 5, jsBytes: 81 * KB, totalBytes: 251 * KB }
    const home = routeResult('/', fiveTimes(heavy))
    expect(budgetMisses([home], floors)).toEqual([
      '/: home JavaScript 81.0 KB brotli > 80.0 KB',
      '/: home bytes before interaction 251.0 KB > 250.0 KB',
    ])
    const other = textPage('/impressum', { ...withScripts, jsBytes: 90 * KB })
    expect(budgetMisses([other], floors)).toEqual([])
  })

  it('wants Accessibility, Best Practices and SEO at 100 on every route; Performance is printed', () => {
    const page = textPage('/impressum', { scores: { ...allHundred, performance: 72, seo: 92 } })
    expect(budgetMisses([page], floors)).toEqual(['/impressum: seo score 92 < 100'])
  })

  it('fails a layout shift above 0.01 on any route', () => {
    const page = textPage('/agb', { cls: 0.02 })
    expect(budgetMisses([page], floors)).toEqual(['/agb: CLS 0.020 > 0.01'])
  })

  it('counts a figure Lighthouse could not measure (NaN) as a miss', () => {
    const page = routeResult('/', fiveTimes({ ...photo, ...withScripts, lcpMs: Number.NaN }))
    expect(budgetMisses([page], floors)).toEqual(['/: LCP NaN × the photo floor > 1.1 ×'])
  })
})
