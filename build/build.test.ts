import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { formatTimings, runSteps, type Step, steps } from './build'

const step = (name: string): Step => ({ name, command: ['true'] })

describe('runSteps', () => {
  it('runs every step in order and times each', async () => {
    const ran: string[] = []
    let clock = 0
    const results = await runSteps(
      [step('a'), step('b')],
      async ({ name }) => {
        ran.push(name)
        clock += name === 'a' ? 1500 : 250
        return 0
      },
      () => clock,
    )
    expect(ran).toEqual(['a', 'b'])
    expect(results).toEqual([
      { name: 'a', ms: 1500, exitCode: 0 },
      { name: 'b', ms: 250, exitCode: 0 },
    ])
  })

  it('stops at the first failing step and keeps its exit code', async () => {
    const ran: string[] = []
    const results = await runSteps([step('a'), step('b'), step('c')], async ({ name }) => {
      ran.push(name)
      return name === 'b' ? 2 : 0
    })
    expect(ran).toEqual(['a', 'b'])
    expect(results.map((result) => result.exitCode)).toEqual([0, 2])
  })
})

describe('formatTimings', () => {
  it('prints one aligned line per step, the failure and the total', () => {
    expect(
      formatTimings(
        [
          { name: 'content check', ms: 412, exitCode: 0 },
          { name: 'SSR build', ms: 12_345, exitCode: 1 },
        ],
        12_900,
      ),
    ).toBe(
      [
        'Build steps:',
        '  content check     0.4 s',
        '  SSR build        12.3 s  failed (exit code 1)',
        '  total            12.9 s',
      ].join('\n'),
    )
  })
})

describe('steps', () => {
  it('names scripts that exist', () => {
    const scripts = steps.flatMap(({ command }) => command.filter((arg) => /\.tsx?$/.test(arg)))
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(existsSync(script), script).toBe(true)
  })
})

describe('the build gate', () => {
  it('checks the content first, and a failed check stops the build before any page is made', async () => {
    expect(steps[0]?.name).toBe('content check')
    expect(steps[0]?.command).toContain('build/content/check-content.ts')
    const ran: string[] = []
    const results = await runSteps(steps, async ({ name }) => {
      ran.push(name)
      return name === 'content check' ? 1 : 0
    })
    expect(ran).toEqual(['content check'])
    expect(results.map((result) => result.exitCode)).toEqual([1])
  })
})
