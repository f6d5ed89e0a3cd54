import { describe, expect, it } from 'vitest'
import {
  type AdminRound,
  adminBudgetMisses,
  adminTable,
  median,
  medianRound,
} from './admin-budgets.ts'

const round = (overrides: Partial<AdminRound> = {}): AdminRound => ({
  homeLcpMs: 800,
  firstScreenMs: 1000,
  repeatVisitMs: 700,
  menuFormMs: 1500,
  hoursFormMs: 1400,
  repeatVisitBytes: 2800,
  menuEditorMs: 9000,
  ...overrides,
})

describe('the budgets of /admin/ (npm run bench:admin)', () => {
  it('take the median of each figure on its own', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    const rounds = [
      round({ homeLcpMs: 700 }),
      round({ menuFormMs: 9000 }),
      round({ homeLcpMs: 900 }),
    ]
    expect(medianRound(rounds)).toMatchObject({ homeLcpMs: 800, menuFormMs: 1500 })
  })

  it('hold at 3 × the home page LCP for the first screen and 2 × for a repeat visit', () => {
    expect(
      adminBudgetMisses(round({ firstScreenMs: 2400, repeatVisitMs: 1600, menuFormMs: 1600 })),
    ).toEqual([])
  })

  it("print the opening hours' form without judging it", () => {
    expect(adminBudgetMisses(round({ hoursFormMs: 9000 }))).toEqual([])
  })

  it('name each figure that misses, with its ratio', () => {
    const misses = adminBudgetMisses(round({ firstScreenMs: 2500, menuFormMs: 1700 }))
    expect(misses).toEqual([
      "/admin/'s first screen interactive in 2.50 s = 3.13 × the home page's LCP (budget 3 ×)",
      "the menu's form on a repeat visit interactive in 1.70 s = 2.13 × the home page's LCP (budget 2 ×)",
    ])
    expect(adminBudgetMisses(round({ repeatVisitMs: 1700 }))).toHaveLength(1)
  })

  it('print every round and the medians', () => {
    const table = adminTable([round(), round({ homeLcpMs: 1000 })])
    expect(table.split('\n')).toHaveLength(5)
    expect(table).toContain(
      '| **median** | 0.90 s | 1.00 s (1.11 ×) | 0.70 s (0.78 ×) | 1.50 s (1.67 ×) | 1.40 s (1.56 ×) | 2.7 KB | 9.00 s |',
    )
  })
})
