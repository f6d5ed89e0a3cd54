import { describe, expect, it } from 'vitest'
import { buildSteps, formatTimings, runSteps, type Step } from './build'

const step = (name: string, run: () => Promise<void> = async () => undefined): Step => ({
  name,
  run,
})

describe('runSteps', () => {
  it('runs every step in order and times each', async () => {
    const ran: string[] = []
    let clock = 0
    const timed = (name: string, ms: number) =>
      step(name, async () => {
        ran.push(name)
        clock += ms
      })
    const results = await runSteps([timed('a', 1500), timed('b', 250)], () => clock)
    expect(ran).toEqual(['a', 'b'])
    expect(results).toEqual([
      { name: 'a', ms: 1500 },
      { name: 'b', ms: 250 },
    ])
  })

  it('stops at the first failing step and says why', async () => {
    const ran: string[] = []
    const results = await runSteps(
      ['a', 'b', 'c'].map((name) =>
        step(name, async () => {
          ran.push(name)
          if (name === 'b') throw new Error('b broke')
        }),
      ),
    )
    expect(ran).toEqual(['a', 'b'])
    expect(results.map((result) => result.error?.split('\n')[0])).toEqual([
      undefined,
      'Error: b broke',
    ])
  })
})

describe('formatTimings', () => {
  it('prints one aligned line per step, the failure and the total', () => {
    expect(
      formatTimings(
        [
          { name: 'content check', ms: 412 },
          { name: 'SSR build', ms: 12_345, error: 'broke' },
        ],
        12_900,
      ),
    ).toBe(
      [
        'Build steps:',
        '  content check     0.4 s',
        '  SSR build        12.3 s  failed',
        '  total            12.9 s',
      ].join('\n'),
    )
  })
})

describe('the build gate', () => {
  it('checks the content first, and a failed check stops the build before anything is made', async () => {
    const steps = buildSteps({ contentDir: 'no-such-content-folder' })
    expect(steps[0]?.name).toBe('content check')
    const results = await runSteps(steps)
    expect(results.map((result) => result.name)).toEqual(['content check'])
    expect(results[0]?.error).toContain('no-such-content-folder/menu.yaml: the file is missing')
  })

  it('builds the pages only, without the CMS or precompression, for a copy of the content', () => {
    const names = (steps: Step[]) => steps.map((step) => step.name)
    expect(names(buildSteps())).toEqual(
      expect.arrayContaining(['CMS build (/admin/)', 'precompress']),
    )
    expect(names(buildSteps({ pagesOnly: true }))).not.toContain('CMS build (/admin/)')
    expect(names(buildSteps({ pagesOnly: true }))).not.toContain('precompress')
  })
})
