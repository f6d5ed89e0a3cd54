import { describe, expect, it } from 'vitest'
import { wordmarkModule } from './wordmark-plugin.ts'

/** The value the module's code exports. */
const exported = (code: string): unknown => JSON.parse(code.replace(/^export default /, ''))

describe('virtual:wordmark (builder/vite/wordmark-plugin.ts)', () => {
  it('exports where the first word’s file is and its metrics, with the file to write', async () => {
    const { code, file, svg } = await wordmarkModule('Namaste Otterbach')
    expect(file).toMatch(/^assets\/wordmark-[\w-]{8}\.svg$/)
    expect(svg).toContain('<path id="w"')
    expect(exported(code)).toEqual({
      word: 'Namaste',
      href: `/${file}#w`,
      path: expect.stringMatching(/^m[\d-]/),
      unitsPerEm: 400,
      advance: expect.any(Number),
      ascent: expect.any(Number),
      descent: expect.any(Number),
    })
  })

  it('is made again from another name: another file', async () => {
    const namaste = await wordmarkModule('Namaste Otterbach')
    const other = await wordmarkModule('Bhojan Otterbach')
    expect(other.file).not.toBe(namaste.file)
    expect(exported(other.code)).toMatchObject({ word: 'Bhojan', href: `/${other.file}#w` })
  })

  it('exports null, and writes nothing, for a word the display face cannot draw', async () => {
    expect(await wordmarkModule('Łódź Grill')).toEqual({ code: 'export default null\n' })
  })
})
