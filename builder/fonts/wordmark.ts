// The logo's wordmark — the first word of the restaurant's name (content/restaurant.yaml `name`) —
// as outlines: shaped with HarfBuzz from the site's own Fraunces 600 files (src/fonts/, the ones
// the headings use) and written as one SVG path, so that the logo looks the same on every page
// whether or not the web font has loaded (issue 52, ADR 046). The rest of the name stays text in
// the phone's UI font. builder/vite/wordmark-plugin.ts serves the file and tells the logo
// (src/ui/logo.tsx) its URL and metrics.
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import * as hb from 'harfbuzzjs'
import { decompress } from 'wawoff2'
import { logoLines } from '#src/lib/logo-lines.ts'
import { contentFile } from '#src/schemas/site.ts'
import { fontFiles, fontsDir } from './instance-fonts.ts'

/** Units per em of the written outlines: 1/400 em is 0.06 px at the logo's 24 px. */
export const unitsPerEm = 400

/**
 * How the logo sets the word (src/ui/logo.tsx): `tracking-tight`, Tailwind's -0.025em, between
 * the letters, and no optional ligatures, which browsers leave out of letter-spaced text.
 */
const letterSpacingEm = -0.025
const features = ['liga=0', 'clig=0']

/** The wordmark of one word, ready to be served and placed. */
export interface Wordmark {
  /** The word drawn. */
  word: string
  /** The SVG document: one path, `id="w"`, filled with the colour of the element that uses it. */
  svg: string
  /** That path's data, for a page that draws the word inline (the home pages, src/ui/logo.tsx). */
  path: string
  /** Where the site serves it: a name with the hash of its content (cached for a year). */
  file: string
  /** The word's advance, its width as text, in the path's units (`unitsPerEm` to the em). */
  advance: number
  /** The face's ascent and descent, in those units: where a line of text puts the baseline. */
  ascent: number
  descent: number
}

/** Why a word cannot be drawn: the characters neither Fraunces file has. */
export interface WordmarkGap {
  word: string
  missing: string[]
}

interface Face {
  font: hb.Font
  upem: number
  ascender: number
  descender: number
}

let faces: Promise<Face[]> | undefined

/** The core and the rest file of the display face, as the browser gets them, decompressed. */
function displayFaces(): Promise<Face[]> {
  faces ??= Promise.all(
    fontFiles.map(async ({ name }) => {
      const woff2 = await readFile(
        fileURLToPath(new URL(`../../${fontsDir}/${name}`, import.meta.url)),
      )
      const face = new hb.Face(new hb.Blob(await decompress(woff2)), 0)
      const font = new hb.Font(face)
      const { ascender, descender } = font.hExtents()
      return { font, upem: face.upem, ascender, descender: -descender }
    }),
  )
  return faces
}

interface Glyph {
  face: Face
  id: number
  advance: number
  xOffset: number
  yOffset: number
}

/**
 * The glyphs of the word, shaped with the core file (kerning between them included); a character
 * only the rest file has is taken from it alone.
 */
function shape(word: string, [core, ...others]: Face[]): Glyph[] {
  const shaped = shapeRun(word, core!)
  return shaped.map((glyph) => {
    if (glyph.id !== 0) return glyph
    const start = glyph.cluster
    const next = shaped.map(({ cluster }) => cluster).find((cluster) => cluster > start)
    const character = word.slice(start, next ?? word.length)
    for (const face of others) {
      const [alone] = shapeRun(character, face)
      if (alone && alone.id !== 0) return alone
    }
    return glyph
  })
}

function shapeRun(text: string, face: Face): (Glyph & { cluster: number })[] {
  const buffer = new hb.Buffer()
  buffer.addText(text)
  buffer.guessSegmentProperties()
  hb.shape(
    face.font,
    buffer,
    features.map((feature) => hb.Feature.fromString(feature)!),
  )
  const positions = buffer.getGlyphPositions()
  return buffer.getGlyphInfos().map((info, index) => ({
    face,
    id: info.codepoint,
    // UTF-16 offsets into `text` (what addText gives HarfBuzz).
    cluster: info.cluster,
    advance: positions[index]!.xAdvance,
    xOffset: positions[index]!.xOffset,
    yOffset: positions[index]!.yOffset,
  }))
}

/**
 * The wordmark of `word`, or the characters that keep it from being drawn. Deterministic: the same
 * word and font files give the same file, byte for byte.
 */
export async function wordmark(word: string): Promise<Wordmark | WordmarkGap> {
  // Composed: „é“ typed as e and an accent is the font's é.
  const characters = word.normalize('NFC')
  const all = await displayFaces()
  const missing = [...new Set(characters)].filter((character) =>
    all.every(({ font }) => !font.nominalGlyph(character.codePointAt(0)!)),
  )
  if (missing.length > 0) return { word, missing }

  const glyphs = shape(characters, all)
  const { upem, ascender, descender } = all[0]!
  const scale = unitsPerEm / upem
  const spacing = letterSpacingEm * upem
  const commands: string[] = []
  let pen = 0
  // The current point of the path, and where its subpath started (where `z` returns to).
  let previous: [number, number] = [0, 0]
  let start: [number, number] = [0, 0]
  for (const [index, glyph] of glyphs.entries()) {
    for (const { type, values } of glyph.face.font.glyphToJson(glyph.id)) {
      const points: string[] = []
      for (let i = 0; i < values.length; i += 2) {
        // Rounded where they are, then written relative to the point before: no error adds up.
        const x = Math.round((pen + glyph.xOffset + values[i]!) * scale)
        const y = Math.round(-(glyph.yOffset + values[i + 1]!) * scale)
        points.push(`${x - previous[0]} ${y - previous[1]}`)
        if (i + 2 >= values.length) previous = [x, y]
      }
      if (type === 'M') start = previous
      if (type === 'Z') previous = start
      // The path's first command is absolute (m from 0,0 is the same); every other one relative.
      commands.push(`${type.toLowerCase()}${points.join(' ')}`)
    }
    pen += glyph.advance + (index < glyphs.length - 1 ? spacing : 0)
  }
  const d = compactPath(commands.join(''))
  const advance = Math.round(pen * scale)
  const ascent = Math.round(ascender * scale)
  const descent = Math.round(descender * scale)
  // The file's own box, for a look at it alone: the word between the face's ascent and descent.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 ${-ascent} ${advance} ${ascent + descent}"><path id="w" fill="currentColor" d="${d}"/></svg>\n`
  const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 8)
  return { word, svg, path: d, file: `assets/wordmark-${hash}.svg`, advance, ascent, descent }
}

/** Spaces only where a number does not start with its minus sign. */
const compactPath = (d: string) => d.replace(/ -/g, '-')

/** Whether `result` is a drawn wordmark. */
export const isWordmark = (result: Wordmark | WordmarkGap): result is Wordmark => 'svg' in result

/**
 * The warning the content check and the build print when the logo cannot draw the first word of
 * the restaurant's name (content/restaurant.yaml in `dir`): it then sets the word as text in the
 * headings' face (src/ui/logo.tsx), which shows in the fallback faces until the web font is in.
 * Nothing when the word can be drawn. A warning, not an error: the name is the owner's, and the site shows
 * it either way.
 */
export async function wordmarkWarning(name: string, dir: string): Promise<string | undefined> {
  const drawn = await wordmark(logoLines(name).word)
  if (isWordmark(drawn)) return undefined
  const characters = drawn.missing.map((character) => `„${character}“ (${codePoint(character)})`)
  return (
    `Warning: ${contentFile(dir, 'restaurant')}: name: the logo cannot draw „${drawn.word}“, ` +
    `its face (Fraunces 600, ${fontsDir}/) has no ${characters.join(', ')}; ` +
    'the logo shows the word as text in the headings’ face instead'
  )
}

const codePoint = (character: string) =>
  `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
