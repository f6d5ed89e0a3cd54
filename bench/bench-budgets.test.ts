import { describe, expect, it } from 'vitest'
import {
  type Figures,
  KB,
  budgetMisses,
  median,
  medianFigures,
  routeResult,
} from './bench-budgets.ts'

const allHundred = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 }

function run(overrides: Partial<Figures> = {}): Figures {
  return {
    scores: allHundred,
    lcpMs: 900,
    tbtMs: 0,
    cls: 0,
    scripts: 0,
    jsBytes: 0,
    totalBytes: 50 * KB,
    ...overrides,
  }
}

/** Three rounds of the same figures. */
const thrice = (overrides: Partial<Figures> = {}) => [
  run(overrides),
  run(overrides),
  run(overrides),
]

const floor = run({ lcpMs: 800, tbtMs: 10, totalBytes: 2 * KB })
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
    expect(routeResult('/agb', thrice()).loadsJavaScript).toBe(false)
  })
})

describe('budgetMisses', () => {
  it('passes a page with JavaScript within 1.35 × the floor’s LCP and 50 ms TBT', () => {
    const home = routeResult('/', thrice({ ...withScripts, lcpMs: 1080, tbtMs: 50 }))
    expect(budgetMisses([home], floor)).toEqual([])
  })

  it('fails a page with JavaScript above 1.35 × the floor’s LCP or 50 ms TBT', () => {
    const page = routeResult('/speisekarte', thrice({ ...withScripts, lcpMs: 1090, tbtMs: 51 }))
    expect(budgetMisses([page], floor)).toEqual([
      '/speisekarte: LCP (page with JavaScript) 1.36 × floor > 1.35 ×',
      '/speisekarte: TBT (page with JavaScript) 51 ms > 50 ms',
    ])
  })

  it('holds an indexed route to SEO 100, but not a noindex one (the table tent)', () => {
    const seo63 = { scores: { ...allHundred, seo: 63 } }
    const indexed = routeResult('/impressum', thrice({ ...seo63, lcpMs: 700 }))
    const noindex = routeResult('/speisekarte/aufsteller', thrice({ ...seo63, lcpMs: 700 }), true)
    expect(budgetMisses([indexed, noindex], floor)).toEqual(['/impressum: seo score 63 < 100'])
  })

  it('holds a page without JavaScript to 1.15 × the floor’s LCP and the floor’s TBT + 20 ms', () => {
    const within = routeResult('/impressum', thrice({ lcpMs: 920, tbtMs: 30 }))
    const beyond = routeResult('/agb', thrice({ lcpMs: 930, tbtMs: 31 }))
    expect(budgetMisses([within, beyond], floor)).toEqual([
      '/agb: LCP (page without JavaScript) 1.16 × floor > 1.15 ×',
      '/agb: TBT (page without JavaScript) 31 ms > floor 10 ms + 20 ms',
    ])
  })

  it('fails a page classed without JavaScript on any byte of script in any round', () => {
    const page = {
      ...routeResult('/agb', thrice()),
      runs: [run(), run({ jsBytes: 1234 }), run()],
    }
    expect(budgetMisses([page], floor)).toEqual([
      '/agb: JavaScript (page without JavaScript) 1234 bytes brotli > 0 bytes',
    ])
  })

  it('holds the home page’s JavaScript to 80 KB brotli and its bytes to 250 KB', () => {
    const home = routeResult('/', thrice({ scripts: 5, jsBytes: 81 * KB, totalBytes: 251 * KB }))
    expect(budgetMisses([home], floor)).toEqual([
      '/: home JavaScript 81.0 KB brotli > 80.0 KB',
      '/: home bytes before interaction 251.0 KB > 250.0 KB',
    ])
    const other = routeResult('/impressum', thrice({ ...withScripts, jsBytes: 90 * KB }))
    expect(budgetMisses([other], floor)).toEqual([])
  })

  it('wants Performance, Accessibility, Best Practices and SEO at 100 on every route', () => {
    const page = routeResult(
      '/impressum',
      thrice({ scores: { ...allHundred, performance: 99, seo: 92 } }),
    )
    expect(budgetMisses([page], floor)).toEqual([
      '/impressum: performance score 99 < 100',
      '/impressum: seo score 92 < 100',
    ])
  })

  it('fails a layout shift above 0.01 on any route', () => {
    const page = routeResult('/agb', thrice({ cls: 0.02 }))
    expect(budgetMisses([page], floor)).toEqual(['/agb: CLS 0.020 > 0.01'])
  })

  it('counts a figure Lighthouse could not measure (NaN) as a miss', () => {
    const page = routeResult('/', thrice({ ...withScripts, lcpMs: Number.NaN }))
    expect(budgetMisses([page], floor)).toEqual([
      '/: LCP (page with JavaScript) NaN × floor > 1.35 ×',
    ])
  })
})
