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

describe('lcpBudget', () => {
  it('holds a page whose largest paint is a photo in most rounds to the photo floor', () => {
    const runs = [run(photo), run(), run(photo), run(photo), run()]
    expect(lcpBudget(routeResult('/', runs))).toMatchObject({ floor: 'photo', ratio: 1.1 })
  })

  it('holds a text page to the text floor: 1.15 × with islands, 1.1 × without', () => {
    const menu = routeResult('/speisekarte', fiveTimes(withScripts))
    expect(lcpBudget(menu)).toMatchObject({ floor: 'text', ratio: 1.15 })
    expect(lcpBudget(routeResult('/agb', fiveTimes()))).toMatchObject({ floor: 'text', ratio: 1.1 })
  })
})

describe('budgetMisses', () => {
  it('passes a photo page within 1.1 × the photo floor and 50 ms TBT', () => {
    const home = routeResult('/', fiveTimes({ ...photo, ...withScripts, lcpMs: 1100, tbtMs: 50 }))
    expect(budgetMisses([home], floors)).toEqual([])
  })

  it('fails a photo page above 1.1 × the photo floor, or above 50 ms TBT', () => {
    const home = routeResult('/', fiveTimes({ ...photo, ...withScripts, lcpMs: 1110, tbtMs: 51 }))
    expect(budgetMisses([home], floors)).toEqual([
      '/: LCP (photo) 1.11 × photo floor > 1.1 ×',
      '/: TBT 51 ms > 50 ms',
    ])
  })

  it('holds a text page with islands to 1.15 × the text floor', () => {
    const within = routeResult('/speisekarte', fiveTimes({ ...withScripts, lcpMs: 920 }))
    const beyond = routeResult('/en/menu', fiveTimes({ ...withScripts, lcpMs: 930 }))
    expect(budgetMisses([within, beyond], floors)).toEqual([
      '/en/menu: LCP (text, with islands) 1.16 × text floor > 1.15 ×',
    ])
  })

  it('holds a text page without script to 1.1 × the text floor', () => {
    const within = routeResult('/impressum', fiveTimes({ lcpMs: 880 }))
    const beyond = routeResult('/agb', fiveTimes({ lcpMs: 890 }))
    expect(budgetMisses([within, beyond], floors)).toEqual([
      '/agb: LCP (text, no script) 1.11 × text floor > 1.1 ×',
    ])
  })

  it('holds an indexed route to SEO 100, but not a noindex one (the table tent)', () => {
    const seo63 = { scores: { ...allHundred, seo: 63 } }
    const indexed = routeResult('/impressum', fiveTimes({ ...seo63, lcpMs: 700 }))
    const noindex = routeResult(
      '/speisekarte/aufsteller',
      fiveTimes({ ...seo63, lcpMs: 700 }),
      true,
    )
    expect(budgetMisses([indexed, noindex], floors)).toEqual(['/impressum: seo score 63 < 100'])
  })

  it('fails a page classed without JavaScript on any byte of script in any round', () => {
    const page = {
      ...routeResult('/agb', fiveTimes()),
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
    const other = routeResult('/impressum', fiveTimes({ ...withScripts, jsBytes: 90 * KB }))
    expect(budgetMisses([other], floors)).toEqual([])
  })

  it('wants Performance, Accessibility, Best Practices and SEO at 100 on every route', () => {
    const page = routeResult(
      '/impressum',
      fiveTimes({ scores: { ...allHundred, performance: 99, seo: 92 } }),
    )
    expect(budgetMisses([page], floors)).toEqual([
      '/impressum: performance score 99 < 100',
      '/impressum: seo score 92 < 100',
    ])
  })

  it('fails a layout shift above 0.01 on any route', () => {
    const page = routeResult('/agb', fiveTimes({ cls: 0.02 }))
    expect(budgetMisses([page], floors)).toEqual(['/agb: CLS 0.020 > 0.01'])
  })

  it('counts a figure Lighthouse could not measure (NaN) as a miss', () => {
    const page = routeResult('/', fiveTimes({ ...photo, ...withScripts, lcpMs: Number.NaN }))
    expect(budgetMisses([page], floors)).toEqual(['/: LCP (photo) NaN × photo floor > 1.1 ×'])
  })
})
