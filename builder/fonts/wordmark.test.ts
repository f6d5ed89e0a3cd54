import { describe, expect, it } from 'vitest'
import { type Wordmark, isWordmark, unitsPerEm, wordmark, wordmarkWarning } from './wordmark.ts'

async function drawn(word: string): Promise<Wordmark> {
  const result = await wordmark(word)
  if (!isWordmark(result)) throw new Error(`"${word}" was not drawn: ${result.missing.join(' ')}`)
  return result
}

/** The path data of the file's one path. */
const pathData = (svg: string) => /<path id="w" fill="currentColor" d="([^"]+)"\/>/.exec(svg)?.[1]

/** The file's own viewBox, as numbers. */
const documentBox = (svg: string) => /viewBox="([^"]+)"/.exec(svg)![1]!.split(' ').map(Number)

describe('the wordmark (builder/fonts/wordmark.ts)', () => {
  it('draws the word as one path of closed outlines, one or more per letter', async () => {
    const { svg } = await drawn('Namaste')
    const d = pathData(svg)
    expect(d).toBeDefined()
    // Only path commands and numbers: no glyph left out as an empty outline.
    expect(d).toMatch(/^m[\d\s.mlqcz-]+z$/)
    // At least one outline per letter (a and e have their counters, some letters overlapping parts).
    expect(d!.match(/z/g)!.length).toBeGreaterThanOrEqual('Namaste'.length + 3)
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[^"]+"><path /)
  })

  it('is as wide as the word: its advance grows with each letter and fills the file’s box', async () => {
    const short = await drawn('Nam')
    const long = await drawn('Namaste')
    const twice = await drawn('NamNam')
    expect(long.advance).toBeGreaterThan(short.advance)
    // Twice the letters, twice the width and the logo's letter spacing (-0.025 em) between them.
    expect(twice.advance).toBeCloseTo(2 * short.advance - 0.025 * unitsPerEm, -1)
    const [x, , width] = documentBox(long.svg)
    expect([x, width]).toEqual([0, long.advance])
    // About four ems at the face's proportions: seven letters of Fraunces 600.
    expect(long.advance / unitsPerEm).toBeGreaterThan(3.5)
    expect(long.advance / unitsPerEm).toBeLessThan(4.5)
  })

  it('puts the face’s ascent above and its descent below the baseline, whatever the word', async () => {
    const { ascent, descent, svg } = await drawn('Namaste')
    const other = await drawn('Bhojan')
    expect([other.ascent, other.descent]).toEqual([ascent, descent])
    // Fraunces: 1956 and 510 units of 2000.
    expect(ascent / unitsPerEm).toBeCloseTo(0.978, 2)
    expect(descent / unitsPerEm).toBeCloseTo(0.255, 2)
    const [, y, , height] = documentBox(svg)
    expect([y, height]).toEqual([-ascent, ascent + descent])
  })

  it('names its file by its content: the same word the same file, another word another', async () => {
    const first = await drawn('Namaste')
    const again = await drawn('Namaste')
    const other = await drawn('Namasté')
    expect(first.file).toMatch(/^assets\/wordmark-[\w-]{8}\.svg$/)
    expect(again).toEqual(first)
    expect(other.file).not.toBe(first.file)
  })

  it('draws a letter of the rest file (å) and a letter typed with a combining accent', async () => {
    const rest = await drawn('Måne')
    const plain = await drawn('Mane')
    expect(rest.advance).toBeCloseTo(plain.advance, -2)
    // The ring is an outline of its own.
    expect(pathData(rest.svg)!.match(/z/g)!.length).toBeGreaterThan(
      pathData(plain.svg)!.match(/z/g)!.length,
    )
    const composed = await drawn('Café')
    const typed = await drawn('Cafe\u0301')
    expect(typed.svg).toBe(composed.svg)
  })

  it('names the characters the face lacks, and draws nothing then', async () => {
    expect(await wordmark('Łódź')).toEqual({ word: 'Łódź', missing: ['Ł', 'ź'] })
    expect(await wordmark('नमस्ते')).toMatchObject({ missing: expect.arrayContaining(['न']) })
  })
})

describe('the content check’s warning for a name the logo cannot draw', () => {
  it('names the file, the field, the word and each missing character', async () => {
    expect(await wordmarkWarning('Łódź Grill', 'content')).toBe(
      'Warning: content/restaurant.yaml: name: the logo cannot draw „Łódź“, its face ' +
        '(Fraunces 600, src/fonts/) has no „Ł“ (U+0141), „ź“ (U+017A); the logo shows the word ' +
        'as text in the headings’ face instead',
    )
  })

  it('says nothing when only the second line has such a character: it is text anyway', async () => {
    expect(await wordmarkWarning('Namaste Łódź', 'content')).toBeUndefined()
    expect(await wordmarkWarning('Namaste Otterbach', 'content')).toBeUndefined()
  })
})
