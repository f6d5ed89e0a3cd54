import { describe, expect, it } from 'vitest'
import { type Figures, KB, routeResult } from './bench-budgets.ts'
import {
  blockingTimeSpread,
  budgetClasses,
  floorLine,
  longTaskList,
  machineLoadNote,
  ownScriptTasks,
  table,
} from './bench-report.ts'

const scores = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 99 }

function run(overrides: Partial<Figures> = {}): Figures {
  return {
    scores,
    lcpMs: 1000,
    lcpKind: 'text',
    tbtMs: 0,
    cls: 0,
    scripts: 0,
    jsBytes: 0,
    totalBytes: 0,
    longTasks: [],
    documentBytes: 9 * KB,
    ...overrides,
  }
}

const floors = {
  text: run({ lcpMs: 800, tbtMs: 4, totalBytes: 1.5 * KB }),
  photo: run({ lcpMs: 1000, lcpKind: 'photo', totalBytes: 61 * KB }),
}
const paths = { text: '/bench-floor', photo: '/bench-floor-photo' }
const home = routeResult('/', [
  run({
    lcpMs: 1130,
    lcpKind: 'photo',
    tbtMs: 32,
    scripts: 5,
    jsBytes: 70 * KB,
    totalBytes: 160 * KB,
  }),
])
const menu = routeResult(
  '/speisekarte',
  [run({ lcpMs: 900, scripts: 4, jsBytes: 60 * KB })],
  false,
  [run({ lcpMs: 850 })],
)
const agb = routeResult('/agb', [run({ lcpMs: 880, tbtMs: 3, totalBytes: 30 * KB })], false, [
  run({ lcpMs: 800, totalBytes: 20 * KB }),
])

describe('bench report', () => {
  it('tabulates each route’s medians with its LCP against its floor, its bare document and the floors last', () => {
    expect(table([home, agb], floors, paths).split('\n')).toEqual([
      '| Route | Perf | A11y | BP | SEO | LCP | LCP element | LCP/floor | TBT | CLS | JS KB (br) | Total KB |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      '| `/` | 100 | 100 | 100 | 99 | 1.13 s | photo | 1.13 × photo | 32 ms | 0.000 | 70.0 | 160.0 |',
      '| `/agb` | 100 | 100 | 100 | 99 | 0.88 s | text | 1.10 × bare | 3 ms | 0.000 | 0.0 | 30.0 |',
      '| bare `/agb` | 100 | 100 | 100 | 99 | 0.80 s | text | 1.00 × bare | 0 ms | 0.000 | 0.0 | 20.0 |',
      '| text floor `/bench-floor` | 100 | 100 | 100 | 99 | 0.80 s | text | — | 4 ms | 0.000 | 0.0 | 1.5 |',
      '| photo floor `/bench-floor-photo` | 100 | 100 | 100 | 99 | 1.00 s | photo | 1.00 × photo | 0 ms | 0.000 | 0.0 | 61.0 |',
    ])
  })

  it('says which LCP budget each route is held to, and the budgets every route has', () => {
    const bigMenu = { ...menu, runs: menu.runs.map((r) => ({ ...r, documentBytes: 40 * KB })) }
    expect(budgetClasses([home, bigMenu, agb]).split('\n')).toEqual([
      'LCP ≤ 1.1 × the photo floor: /.',
      'LCP ≤ 1.1 × its own bare document or its own bare document + one round trip (150 ms), ' +
        'whichever is larger (its document misses the first round trip, its bare document makes ' +
        'it): /speisekarte.',
      'LCP ≤ 1.1 × its own bare document: /agb.',
      "Every route: the longest task of the site's own scripts ≤ 50 ms at 4× CPU (median of each " +
        "round's longest), CLS ≤ 0.01, Accessibility, Best Practices and SEO 100; a route that " +
        'loaded no script in one run loads none in any. Performance, Total Blocking Time and the ' +
        'absolute times are printed, not judged.',
    ])
  })

  it('gives each route’s longest task of its own scripts per round and their median', () => {
    const task = (ms: number) => ({ ms, source: 'boot-1.js', kind: 'script' as const })
    const runs = [run({ longTasks: [task(61), task(20)] }), run(), run({ longTasks: [task(52)] })]
    expect(ownScriptTasks([{ ...home, runs }])).toBe(
      'Longest task of our own scripts in each run: / 61, 0, 52 ms (median 52).',
    )
  })

  it('gives a floor’s medians and each of its runs', () => {
    const runs = [run({ lcpMs: 790, tbtMs: 0 }), run({ lcpMs: 810, tbtMs: 12 })]
    expect(floorLine('Text floor /bench-floor', runs, floors.text)).toBe(
      'Text floor /bench-floor: LCP 0.80 s (runs 0.79 s, 0.81 s), TBT 4 ms (runs 0 ms, 12 ms).',
    )
  })

  it('flags a busy machine by its lowest benchmark index', () => {
    expect(machineLoadNote([1400, 2400])).toBe(
      'Lighthouse benchmark index during the runs: 1,400–2,400.',
    )
    expect(machineLoadNote([900, 2400])).toMatch(/1,000 the machine was busy/)
  })

  it('lists each run’s blocking time per page in round order', () => {
    const runs = new Map([
      ['/', [run({ tbtMs: 24 }), run({ tbtMs: 13.4 }), run({ tbtMs: 141 })]],
      ['/bench-floor', [run(), run(), run({ tbtMs: 2 })]],
    ])
    expect(blockingTimeSpread(runs)).toBe(
      'Total Blocking Time of each run: / 24, 13, 141 ms · /bench-floor 0, 0, 2 ms.',
    )
  })

  it('lists each run’s long tasks per page, with the script each ran', () => {
    const runs = new Map([
      [
        '/',
        [
          run(),
          run({
            longTasks: [
              { ms: 120.4, source: 'boot-1.js', kind: 'script' },
              { ms: 61, source: 'document', kind: 'document' },
            ],
          }),
        ],
      ],
    ])
    expect(longTaskList(runs)).toBe(
      'Long tasks of each run (ms at 4× CPU):\n  /: none | boot-1.js 120 + document 61',
    )
  })
})
