import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { firstFailure, formatTable, readFault } from './run-faults.ts'

const faultsDir = 'tests/faults'
const patches = readdirSync(faultsDir).filter((file) => file.endsWith('.patch'))

describe('the deliberate faults (tests/faults/*.patch)', () => {
  it('are at least 25', () => {
    expect(patches.length).toBeGreaterThanOrEqual(25)
  })

  for (const file of patches) {
    it(`${file} says what goes wrong, names existing specs and still applies to the code`, () => {
      const fault = readFault(join(faultsDir, file))
      expect(fault.description.length).toBeGreaterThan(20)
      for (const hint of fault.hints) expect(existsSync(hint), hint).toBe(true)
      const check = spawnSync('git', ['apply', '--check', join(faultsDir, file)], {
        encoding: 'utf8',
      })
      expect(check.stderr).toBe('')
      expect(check.status).toBe(0)
    })
  }
})

describe('the fault run', () => {
  it('takes the first test that failed from Playwright’s report, not one it interrupted', () => {
    const report = {
      suites: [
        {
          title: 'home.spec.ts',
          specs: [
            {
              title: 'first',
              file: 'home.spec.ts',
              tests: [{ projectName: 'desktop', results: [{ status: 'passed' }] }],
            },
          ],
          suites: [
            {
              title: '/en/',
              specs: [
                {
                  title: 'interrupted',
                  file: 'home.spec.ts',
                  tests: [{ projectName: 'desktop', results: [{ status: 'interrupted' }] }],
                },
                {
                  title: 'the menu opens',
                  file: 'home.spec.ts',
                  line: 42,
                  tests: [{ projectName: 'phone', results: [{ status: 'failed' }] }],
                },
              ],
            },
          ],
        },
      ],
    }
    expect(firstFailure(report)).toEqual({
      label: 'home.spec.ts › /en/ › the menu opens [phone]',
      location: 'home.spec.ts:42',
      project: 'phone',
    })
    expect(firstFailure({ suites: [] })).toBeUndefined()
  })

  it('runs a test a shared module declares again from the spec that calls it, by its title', () => {
    const report = {
      suites: [
        {
          title: 'server-nginx.spec.ts',
          suites: [
            {
              title: 'nginx (1.2)',
              specs: [
                {
                  title: 'sends nosniff',
                  file: 'server-contract.ts',
                  line: 170,
                  tests: [{ projectName: 'site', results: [{ status: 'failed' }] }],
                },
              ],
            },
          ],
        },
      ],
    }
    expect(firstFailure(report)?.location).toBe(
      'server-nginx.spec.ts --grep nginx \\(1\\.2\\) sends nosniff$',
    )
  })

  it('prints one row per fault and the count caught', () => {
    const table = formatTable([
      {
        fault: '01-a',
        description: 'a',
        outcome: 'caught',
        caughtBy: { suite: 'e2e', test: 'x.spec.ts › y [desktop]' },
        seconds: 61.4,
      },
      { fault: '02-b', description: 'b', outcome: 'missed', seconds: 300 },
    ])
    expect(table).toContain('| 01-a | e2e: x.spec.ts › y [desktop] | 61 s |')
    expect(table).toContain('| 02-b | **missed** | 300 s |')
    expect(table).toContain('1 of 2 faults caught.')
  })
})
