// The share cards' design, read from the site's own sources: the palette of src/styles.css and the
// heading font files the site ships (src/fonts/fonts.css), inlined so the card page is
// self-contained.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '../..')

export const paletteTokens = ['cream', 'chili', 'turmeric', 'night', 'ink'] as const
export type PaletteColor = (typeof paletteTokens)[number]

/** What every card is drawn with, whatever it says. */
export interface CardDesign {
  colors: Record<PaletteColor, string>
  /** src/fonts/fonts.css with its font files inlined as data: URLs. */
  fontFaceCss: string
}

/** The family and weight the name is set in: the site's headings (src/styles.css --font-display). */
export const displayFont = { family: 'Fraunces Variable', weight: 600 } as const

/** The palette, read from the design tokens in src/styles.css. */
export function tokenColors(
  css = readFileSync(join(root, 'src/styles.css'), 'utf8'),
): Record<PaletteColor, string> {
  const color = (name: PaletteColor) => {
    const match = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)
    if (!match?.[1]) throw new Error(`src/styles.css: no --color-${name} token`)
    return match[1].toLowerCase()
  }
  return Object.fromEntries(paletteTokens.map((name) => [name, color(name)])) as Record<
    PaletteColor,
    string
  >
}

/**
 * The site's @font-face rules of its font files (Fraunces 600, core and rest files), self-contained;
 * not its fallback faces, which name fonts of the device.
 */
export function inlinedFontFaceCss(fontsDir = join(root, 'src/fonts')): string {
  const css = withLf(readFileSync(join(fontsDir, 'fonts.css'), 'utf8'))
  const files = css.match(/@font-face\s*{[^}]*url\([^}]*}/g) ?? []
  return files.join('\n\n').replace(/url\('\.\/([^']+\.woff2)'\)/g, (_, file: string) => {
    const data = readFileSync(join(fontsDir, file)).toString('base64')
    return `url('data:font/woff2;base64,${data}')`
  })
}

/** Text inputs with Unix line ends, so a checkout with CRLF ends hashes the same. */
export function withLf(text: string): string {
  return text.replace(/\r\n/g, '\n')
}

export function loadCardDesign(): CardDesign {
  return { colors: tokenColors(), fontFaceCss: inlinedFontFaceCss() }
}
