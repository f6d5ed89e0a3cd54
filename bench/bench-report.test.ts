import { describe, expect, it } from 'vitest'
import { type Figures, KB, routeResult } from './bench-budgets.ts'
import {
  blockingTimeSpread,
  floorLine,
  javascriptClasses,
  machineLoadNote,
  table,
} from './bench-report.ts'

const scores = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 99 }

function run(overrides: Partial<Figures> = {}): Figures {
  return {
    scores,
    lcpMs: 1000,
    tbtMs: 0,
    cls: 0,
    scripts: 0,
    jsBytes: 0,
    totalBytes: 0,
    ...overrides,
  }
}

const floor = run({ lcpMs: 800, tbtMs: 4, totalBytes: 1.5 * KB })
const home = routeResult('/', [
  run({ lcpMs: 1130, tbtMs: 32, scripts: 5, jsBytes: 70 * KB, totalBytes: 160 * KB }),
])
const agb = routeResult('/agb', [run({ lcpMs: 880, tbtMs: 3, totalBytes: 30 * KB })])

describe('bench report', () => {
  it('tabulates each route’s medians with its LCP as a ratio to the floor’s, the floor last', () => {
    expect(table([home, agb], floor, '/bench-floor').split('\n')).toEqual([
      '| Route | Perf | A11y | BP | SEO | LCP | LCP/floor | TBT | CLS | JS KB (br) | Total KB |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      '| `/` | 100 | 100 | 100 | 99 | 1.13 s | 1.41 | 32 ms | 0.000 | 70.0 | 160.0 |',
      '| `/agb` | 100 | 100 | 100 | 99 | 0.88 s | 1.10 | 3 ms | 0.000 | 0.0 | 30.0 |',
      '| floor `/bench-floor` | 100 | 100 | 100 | 99 | 0.80 s | 1.00 | 4 ms | 0.000 | 0.0 | 1.5 |',
    ])
  })

  it('says which routes loaded JavaScript and so which budgets apply', () => {
    expect(javascriptClasses([home, agb])).toBe(
      'Loaded JavaScript (LCP ≤ 1.35 × floor, TBT ≤ 50 ms): /.\n' +
        'Loaded none (LCP ≤ 1.15 × floor, TBT ≤ floor + 20 ms, 0 bytes of JavaScript): /agb.',
    )
  })

  it('gives the floor’s medians and each of its runs', () => {
    const runs = [run({ lcpMs: 790, tbtMs: 0 }), run({ lcpMs: 810, tbtMs: 12 })]
    expect(floorLine('/bench-floor', runs, floor)).toBe(
      'Floor page /bench-floor: LCP 0.80 s (runs 0.79 s, 0.81 s), TBT 4 ms (runs 0 ms, 12 ms).',
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
})
