import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import { coveredTime, createImageTimer, timingSummary } from './image-timer'

describe('coveredTime', () => {
  it('counts time during which several tasks ran once', () => {
    expect(
      coveredTime([
        { start: 0, end: 1000 },
        { start: 500, end: 1500 },
        { start: 200, end: 300 },
      ]),
    ).toBe(1500)
  })

  it('leaves out the gaps between tasks', () => {
    expect(
      coveredTime([
        { start: 3000, end: 4000 },
        { start: 0, end: 1000 },
      ]),
    ).toBe(2000)
    expect(coveredTime([])).toBe(0)
  })
})

describe('timingSummary', () => {
  it('gives the whole pipeline’s wall time and each kind of task’s', () => {
    expect(
      timingSummary({
        render: [
          { start: 0, end: 4000 },
          { start: 1000, end: 3000 },
        ],
        convert: [{ start: 3000, end: 10_000 }],
      }),
    ).toBe('image pipeline: 10.0 s (rendering 2 SVG 4.0 s, converting 1 imports 7.0 s)')
  })

  it('says nothing when no image was touched, and leaves out what did not happen', () => {
    expect(timingSummary({ render: [], convert: [] })).toBeUndefined()
    expect(timingSummary({ render: [], convert: [{ start: 0, end: 400 }] })).toBe(
      'image pipeline: 0.4 s (converting 1 imports 0.4 s)',
    )
  })
})

describe('createImageTimer', () => {
  it('times a plugin’s load hook for the imports it converts, not those it passes on', async () => {
    const timer = createImageTimer()
    const converter: Plugin = {
      name: 'imagetools',
      load: (id: string) => (id.endsWith('.png') ? 'export default {}' : null),
    }
    const timed = timer.timeLoad(converter)
    expect(timed.name).toBe('imagetools')
    const load = timed.load as (id: string) => Promise<unknown>
    expect(await load('/a.png')).toBe('export default {}')
    expect(await load('/b.ts')).toBeNull()
    await timer.measure('render', async () => undefined)
    const logged: string[] = []
    const reporter = timer.reporter()
    const buildEnd = reporter.buildEnd as (this: unknown) => void
    buildEnd.call({ environment: { logger: { info: (line: string) => logged.push(line) } } })
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatch(/^image pipeline: .*rendering 1 SVG .*converting 1 imports/)
  })
})
