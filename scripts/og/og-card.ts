// The share card as an HTML page of exactly the image's size, which scripts/og/generate-og-images.ts
// screenshots in Chromium: the logo mark (markSvg from src/lib/logo-mark.ts, the drawing of the
// <Logo> and the favicons), the restaurant's name in the site's heading face (Fraunces 600, the
// very font files the site ships: src/fonts/fonts.css), its tagline and address, in the palette of
// src/styles.css, over the hero artwork (art/hero.svg, when present). Wide cards show the artwork
// full-bleed under a dark gradient with the text on the left; the others crop it into a strip above
// a cream panel, the mark centred on the seam. Everything the pixels depend on is in the page, so
// its hash (scripts/og/og-stamp.ts) tells when the committed PNGs are stale.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadSite } from '../../src/content/load-site.ts'
import type { Language } from '../../src/content/schema/fields.ts'

const { restaurant } = loadSite()
import { escapeHtml } from '../../src/lib/escape-html.ts'
import { markSvg } from '../../src/lib/logo-mark.ts'

const root = join(import.meta.dirname, '../..')

export const paletteTokens = ['cream', 'chili', 'turmeric', 'night', 'ink'] as const
export type PaletteColor = (typeof paletteTokens)[number]

/** Everything the card is made of, read from the site's sources. */
export interface CardInputs {
  colors: Record<PaletteColor, string>
  /** src/fonts/fonts.css with its font files inlined as data: URLs. */
  fontFaceCss: string
  /** art/hero.svg as a data: URL, or undefined without artwork. */
  artwork: string | undefined
}

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

/** The site's @font-face rules (Fraunces 600, core and rest files), self-contained. */
export function inlinedFontFaceCss(fontsDir = join(root, 'src/fonts')): string {
  const css = withLf(readFileSync(join(fontsDir, 'fonts.css'), 'utf8'))
  return css.replace(/url\('\.\/([^']+\.woff2)'\)/g, (_, file: string) => {
    const data = readFileSync(join(fontsDir, file)).toString('base64')
    return `url('data:font/woff2;base64,${data}')`
  })
}

/** Text inputs with Unix line ends, so a checkout with CRLF ends hashes the same. */
function withLf(text: string): string {
  return text.replace(/\r\n/g, '\n')
}

export const heroArtPath = join(root, 'art/hero.svg')

export function loadCardInputs(): CardInputs {
  return {
    colors: tokenColors(),
    fontFaceCss: inlinedFontFaceCss(),
    artwork: existsSync(heroArtPath)
      ? `data:image/svg+xml;base64,${Buffer.from(withLf(readFileSync(heroArtPath, 'utf8'))).toString('base64')}`
      : undefined,
  }
}

/** Wide cards (Open Graph 1200×630, 16:9) put the text on the left of the artwork. */
export function isWide(width: number, height: number): boolean {
  return width / height > 1.5
}

/** The family and weight the name is set in: the site's headings (src/styles.css --font-display). */
export const displayFont = { family: 'Fraunces Variable', weight: 600 } as const

/** The text, tagline and address, in the system sans (the site's text uses the system UI font). */
const textFont = `'DejaVu Sans', system-ui, sans-serif`

export function ogCardHtml(
  size: { width: number; height: number; line?: string; language?: Language },
  { colors, fontFaceCss, artwork }: CardInputs,
): string {
  const { width, height } = size
  const wide = isWide(width, height)
  // 1 unit = 1 px on the 1200×630 Open Graph card.
  const u = Math.min(width, height) / 630
  const px = (units: number) => `${+(units * u).toFixed(2)}px`
  const onDark = Boolean(artwork) && wide
  const ink = onDark ? colors.cream : colors.ink
  const accent = onDark ? colors.turmeric : colors.chili
  const bar = 24
  // Tall cards: the artwork strip's height, the mark centred on its lower edge.
  const strip = artwork && !wide ? Math.round(height * 0.42) : 0
  const mark = wide ? 116 : 120
  const markInFlow = !strip
  const { address } = restaurant
  const place = `${address.street} · ${address.postalCode} ${address.locality}`
  const colorsOfMark = { chili: colors.chili, turmeric: colors.turmeric, cream: colors.cream }

  // The text column: on wide cards the left 58 % (the dark part of the gradient), else centred.
  const column = wide
    ? `left: ${width * 0.07}px; width: ${width * 0.58}px; top: 0; bottom: ${px(bar)}; align-items: flex-start; text-align: left;`
    : `left: ${width * 0.07}px; right: ${width * 0.07}px; top: ${strip ? `${strip}px; padding-top: ${px(mark / 2 + 8)}; padding-bottom: ${px(14)}` : '0'}; bottom: ${px(bar)}; align-items: center; text-align: center;`

  const art = !artwork
    ? ''
    : wide
      ? // The artwork at its own 16:9, pushed right so the dish (at about 77 % of its width) sits
        // at the card's right edge, under a gradient that darkens the text's half.
        `<img class="art" alt="" src="${artwork}" style="left: ${Math.round(width * 0.86 - ((height * 16) / 9) * 0.77)}px; top: 0; width: ${Math.round((height * 16) / 9)}px; height: ${height}px">
  <div class="shade"></div>`
      : `<img class="art" alt="" src="${artwork}" style="left: 0; top: 0; width: ${width}px; height: ${strip}px; object-fit: cover; object-position: right center">
  <div class="seam" style="top: ${strip}px"></div>`

  const decorations = artwork
    ? ''
    : `<div class="disc" style="right: ${px(-200)}; top: ${px(-200)}; background: ${colors.turmeric}; opacity: 0.35"></div>
  <div class="disc" style="left: ${px(-200)}; bottom: ${px(-200)}; background: ${colors.chili}; opacity: 0.12"></div>`

  const markHtml = (style: string) =>
    `<div class="mark" style="${style}">${markSvg(colorsOfMark).trim()}</div>`

  return `<!doctype html>
<html lang="${size.language ?? 'de'}">
<head>
<meta charset="utf-8">
<style>
${fontFaceCss.trim()}
* { margin: 0; padding: 0; box-sizing: border-box; }
html, body { width: ${width}px; height: ${height}px; overflow: hidden; }
body { position: relative; background: ${onDark ? colors.night : colors.cream}; font-family: ${textFont}; -webkit-font-smoothing: antialiased; text-rendering: geometricPrecision; }
.art { position: absolute; display: block; }
.shade { position: absolute; inset: 0; background: linear-gradient(to right, ${rgba(colors.night, 0.94)} 0%, ${rgba(colors.night, 0.86)} 48%, ${rgba(colors.night, 0)} 74%); }
.seam { position: absolute; left: 0; right: 0; bottom: 0; background: ${colors.cream}; }
.disc { position: absolute; width: ${px(400)}; height: ${px(400)}; border-radius: 50%; }
.bar { position: absolute; left: 0; right: 0; bottom: 0; height: ${px(bar)}; background: ${colors.chili}; }
.mark { flex: none; width: ${px(mark)}; height: ${px(mark)}; border-radius: 50%; box-shadow: 0 0 0 ${px(3)} ${colors.cream}; }
.mark svg { display: block; width: 100%; height: 100%; }
.column { position: absolute; display: flex; flex-direction: column; justify-content: center; --k: 1; }
.column > * { flex: none; max-width: 100%; }
.name { font-family: '${displayFont.family}', serif; font-weight: ${displayFont.weight}; letter-spacing: -0.015em; line-height: 1.08; color: ${ink}; white-space: nowrap; }
.rule { width: calc(var(--k) * ${px(180)}); height: calc(var(--k) * ${px(8)}); margin-top: calc(var(--k) * ${px(26)}); border-radius: ${px(4)}; background: ${colors.turmeric}; }
.tagline { margin-top: calc(var(--k) * ${px(28)}); line-height: 1.2; color: ${accent}; white-space: nowrap; }
.place { margin-top: calc(var(--k) * ${px(16)}); line-height: 1.2; color: ${ink}; opacity: 0.8; white-space: nowrap; }
</style>
</head>
<body>
  ${art}${decorations}
  <div class="bar"></div>
  ${strip ? markHtml(`position: absolute; left: calc(50% - ${px(mark / 2)}); top: calc(${strip}px - ${px(mark / 2)})`) : ''}
  <div class="column" style="${column}">
    ${markInFlow ? markHtml(`margin-bottom: ${px(wide ? 34 : 40)}`) : ''}
    <div class="name" data-size="${px(wide ? 80 : 74)}">${escapeHtml(restaurant.name)}</div>
    <div class="rule"></div>
    <div class="tagline" data-size="${px(wide ? 36 : 32)}">${escapeHtml(size.line ?? loadSite(size.language ?? 'de').home.hero.tagline)}</div>
    <div class="place" data-size="${px(wide ? 26 : 24)}" data-cap="0.8">${escapeHtml(place)}</div>
  </div>
<script>${fitScript}
window.cardReady = fitText(document.querySelector('.column'), ${JSON.stringify(`${displayFont.weight} 16px '${displayFont.family}'`)}, ${JSON.stringify(restaurant.name)})
</script>
</body>
</html>
`
}

/**
 * The page's script (plain JavaScript in a string, so the page and its hash are the same whatever
 * compiles this module): loads the display font and fails when it cannot, then sets each line of
 * the column at its preferred size, or smaller until it fits the column's width, and scales sizes
 * and gaps down together while the column overflows its height. `window.cardReady` resolves with
 * the sizes it chose.
 */
const fitScript = `
async function fitText(column, font, sample) {
  const faces = await document.fonts.load(font, sample)
  if (faces.length === 0 || faces.some((face) => face.status !== 'loaded')) {
    throw new Error('font ' + font + ' did not load')
  }
  await document.fonts.ready
  const lines = [...column.querySelectorAll('[data-size]')]
  const style = getComputedStyle(column)
  const room = column.clientWidth
  const height = column.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)
  let k = 1
  for (let round = 0; round < 8; round++) {
    column.style.setProperty('--k', String(k))
    for (const line of lines) {
      const preferred = parseFloat(line.dataset.size) * k
      line.style.fontSize = preferred + 'px'
      if (line.scrollWidth > room) {
        line.style.fontSize = Math.floor((preferred * room * 10) / line.scrollWidth) / 10 + 'px'
      }
      // data-cap: at most this share of the line above (the address stays below the tagline).
      const above = lines[lines.indexOf(line) - 1]
      if (line.dataset.cap && above) {
        const cap = parseFloat(above.style.fontSize) * parseFloat(line.dataset.cap)
        if (parseFloat(line.style.fontSize) > cap) line.style.fontSize = Math.floor(cap * 10) / 10 + 'px'
      }
    }
    let used = 0
    for (const child of column.children) {
      const margins = getComputedStyle(child)
      used += child.getBoundingClientRect().height + parseFloat(margins.marginTop) + parseFloat(margins.marginBottom)
    }
    if (used <= height * 0.88) break
    k *= (height * 0.88) / used
  }
  return lines.map((line) => line.className + ' ' + line.style.fontSize).join(', ')
}
`

function rgba(hex: string, alpha: number): string {
  const [r, g, b] = [1, 3, 5].map((index) => Number.parseInt(hex.slice(index, index + 2), 16))
  return `rgba(${r}, ${g}, ${b}, ${alpha})`
}
