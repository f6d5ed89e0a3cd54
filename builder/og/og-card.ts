// The share card as an HTML page of exactly the image's size, which builder/og/render-og-images.ts
// screenshots in Chromium: the logo mark (markSvg from src/ui/logo-mark.ts, the drawing of the
// <Logo> and the favicons), the restaurant's name in the site's heading face (Fraunces 600, the
// very font files the site ships: builder/og/og-design.ts), its tagline and address, in the palette
// of src/styles.css, over the hero's picture (builder/og/share-cards.ts: the owner's hero photo,
// else the artwork). Wide cards show the picture under a dark gradient with the text on the left;
// the others crop it into a strip above a cream panel, the mark centred on the seam. Everything
// the pixels depend on is in the page, so its hash (builder/og/og-stamp.ts) tells when an image
// is stale.
import { escapeHtml } from '#src/lib/escape-html.ts'
import { markSvg } from '#src/ui/logo-mark.ts'
import { type CardDesign, displayFont } from './og-design.ts'
import type { CardPicture, ShareCard } from './share-cards.ts'

/** Wide cards (Open Graph 1200×630, 16:9) put the text on the left of the picture. */
export function isWide(width: number, height: number): boolean {
  return width / height > 1.5
}

/** The text, tagline and address, in the system sans (the site's text uses the system UI font). */
const textFont = `'DejaVu Sans', system-ui, sans-serif`

export function ogCardHtml(card: ShareCard, { colors, fontFaceCss }: CardDesign): string {
  const { width, height, language } = card.image
  const { picture } = card
  const wide = isWide(width, height)
  // 1 unit = 1 px on the 1200×630 Open Graph card.
  const u = Math.min(width, height) / 630
  const px = (units: number) => `${+(units * u).toFixed(2)}px`
  const onDark = Boolean(picture) && wide
  const ink = onDark ? colors.cream : colors.ink
  const accent = onDark ? colors.turmeric : colors.chili
  const bar = 24
  // Tall cards: the picture strip's height, the mark centred on its lower edge.
  const strip = picture && !wide ? Math.round(height * 0.42) : 0
  const mark = wide ? 116 : 120
  const markInFlow = !strip
  const colorsOfMark = { chili: colors.chili, turmeric: colors.turmeric, cream: colors.cream }

  // The text column: on wide cards the left 58 % (the dark part of the gradient), else centred.
  const column = wide
    ? `left: ${width * 0.07}px; width: ${width * 0.58}px; top: 0; bottom: ${px(bar)}; align-items: flex-start; text-align: left;`
    : `left: ${width * 0.07}px; right: ${width * 0.07}px; top: ${strip ? `${strip}px; padding-top: ${px(mark / 2 + 8)}; padding-bottom: ${px(14)}` : '0'}; bottom: ${px(bar)}; align-items: center; text-align: center;`

  const art = !picture
    ? ''
    : wide
      ? `${wideArt(picture, width, height)}
  <div class="shade"></div>`
      : `<img class="art" alt="" src="${picture.url}" style="left: 0; top: 0; width: ${width}px; height: ${strip}px; object-fit: cover; object-position: ${picture.kind === 'artwork' ? 'right' : 'center'} center">
  <div class="seam" style="top: ${strip}px"></div>`

  const decorations = picture
    ? ''
    : `<div class="disc" style="right: ${px(-200)}; top: ${px(-200)}; background: ${colors.turmeric}; opacity: 0.35"></div>
  <div class="disc" style="left: ${px(-200)}; bottom: ${px(-200)}; background: ${colors.chili}; opacity: 0.12"></div>`

  const markHtml = (style: string) =>
    `<div class="mark" style="${style}">${markSvg(colorsOfMark).trim()}</div>`

  return `<!doctype html>
<html lang="${language}">
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
    <div class="name" data-size="${px(wide ? 80 : 74)}">${escapeHtml(card.name)}</div>
    <div class="rule"></div>
    <div class="tagline" data-size="${px(wide ? 36 : 32)}">${escapeHtml(card.line)}</div>
    <div class="place" data-size="${px(wide ? 26 : 24)}" data-cap="0.8">${escapeHtml(card.address)}</div>
  </div>
<script>${fitScript}
window.cardReady = fitText(document.querySelector('.column'), ${JSON.stringify(`${displayFont.weight} 16px '${displayFont.family}'`)}, ${JSON.stringify(card.name)})
</script>
</body>
</html>
`
}

/**
 * The picture of a wide card, whose text takes the left. The artwork at its own 16:9, pushed right
 * so the dish (at about 77 % of its width) sits at the card's right edge; a photo fills the right
 * half, fading in from the left under the gradient, so its middle shows beside the text.
 */
function wideArt(picture: CardPicture, width: number, height: number): string {
  if (picture.kind === 'artwork') {
    const artWidth = (height * 16) / 9
    return `<img class="art" alt="" src="${picture.url}" style="left: ${Math.round(width * 0.86 - artWidth * 0.77)}px; top: 0; width: ${Math.round(artWidth)}px; height: ${height}px">`
  }
  const left = Math.round(width * 0.5)
  return `<img class="art" alt="" src="${picture.url}" style="left: ${left}px; top: 0; width: ${width - left}px; height: ${height}px; object-fit: cover; object-position: center; mask-image: linear-gradient(to right, transparent, black 40%)">`
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
