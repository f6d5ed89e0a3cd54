// The share card as SVG, laid out for any size in the site's palette: the logo's diya flame on a
// chili disc, the restaurant's name, tagline and address. With `photoHeight` the card leaves the
// area above that line (wide cards: all of it, under a dark gradient) transparent for the hero
// artwork composited beneath. Text uses the system's DejaVu fonts because librsvg (inside sharp)
// cannot read the site's woff2 web fonts.
import { restaurant } from '../../src/content/restaurant.ts'
import { escapeHtml } from '../../src/lib/escape-html.ts'

const palette = { cream: '#fbf5ea', chili: '#a3301f', turmeric: '#e0a22b', night: '#1d120c' }

/** Wide cards (Open Graph 1200×630, 16:9) put the text beside the mark, the others below it. */
export function isWide(width: number, height: number): boolean {
  return width / height > 1.5
}

/** Height of the artwork strip on tall cards; wide cards show the artwork full-bleed. */
export function photoHeight(width: number, height: number): number {
  return isWide(width, height) ? height : Math.round(height * 0.45)
}

export function ogCardSvg(width: number, height: number, withPhoto: boolean): string {
  const wide = isWide(width, height)
  const unit = Math.min(width, height) / 630
  const top = withPhoto && !wide ? photoHeight(width, height) : 0
  const onPhoto = withPhoto && wide
  const ink = onPhoto ? palette.cream : palette.night
  const accent = onPhoto ? palette.turmeric : palette.chili

  // Beside the artwork the mark sits above the name so the text keeps to the dark left half.
  const markAbove = !wide || withPhoto
  const mark = (withPhoto ? 120 : 150) * unit
  const textX = markAbove && !wide ? width / 2 : width * 0.07 + (markAbove ? 0 : mark + 56 * unit)
  const nameY = wide ? height / 2 + (withPhoto ? 40 : -30) * unit : top + mark / 2 + 80 * unit
  const markX = wide ? (withPhoto ? textX + mark / 2 : width * 0.07 + mark / 2) : width / 2
  const markY = !wide
    ? withPhoto
      ? top
      : height * 0.3
    : withPhoto
      ? nameY - 150 * unit
      : height / 2
  const anchor = wide ? 'start' : 'middle'
  const room = wide ? (withPhoto ? width * 0.5 : width - textX - width * 0.06) : width * 0.86
  const { address } = restaurant
  const place = `${address.street} · ${address.postalCode} ${address.locality}`
  const nameSize = fit(restaurant.name, 84 * unit, room, 0.66)
  const taglineSize = fit(restaurant.tagline, 38 * unit, room, 0.53)

  const background = onPhoto
    ? `<defs><linearGradient id="shade" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="${palette.night}" stop-opacity="0.94"/>
      <stop offset="0.5" stop-color="${palette.night}" stop-opacity="0.85"/>
      <stop offset="0.72" stop-color="${palette.night}" stop-opacity="0"/>
    </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#shade)"/>`
    : `<rect y="${top}" width="100%" height="${height - top}" fill="${palette.cream}"/>
  ${withPhoto ? '' : decorations(width, height, unit)}`

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  ${background}
  <rect x="0" y="${height - 24 * unit}" width="${width}" height="${24 * unit}" fill="${palette.chili}"/>
  <g transform="translate(${markX - mark / 2} ${markY - mark / 2}) scale(${mark / 32})">
    <circle cx="16" cy="16" r="15.5" fill="${palette.cream}"/>
    <circle cx="16" cy="16" r="15" fill="${palette.chili}"/>
    <path d="M16 6c3 5 5 8 5 11a5 5 0 0 1-10 0c0-3 2-6 5-11Z" fill="${palette.turmeric}"/>
    <path d="M8 22h16a8 3 0 0 1-16 0Z" fill="${palette.cream}"/>
  </g>
  <text x="${textX}" y="${nameY}" text-anchor="${anchor}" font-family="DejaVu Serif" font-weight="bold" font-size="${nameSize}" fill="${ink}">${escapeHtml(restaurant.name)}</text>
  <rect x="${wide ? textX : textX - 90 * unit}" y="${nameY + 28 * unit}" width="${180 * unit}" height="${8 * unit}" rx="${4 * unit}" fill="${palette.turmeric}"/>
  <text x="${textX}" y="${nameY + 80 * unit}" text-anchor="${anchor}" font-family="DejaVu Sans" font-size="${taglineSize}" fill="${accent}">${escapeHtml(restaurant.tagline)}</text>
  <text x="${textX}" y="${nameY + 125 * unit}" text-anchor="${anchor}" font-family="DejaVu Sans" font-size="${Math.min(28 * unit, taglineSize * 0.8)}" fill="${ink}" opacity="0.8">${escapeHtml(place)}</text>
</svg>`
}

/** Soft turmeric and chili discs in the corners of the card without artwork. */
function decorations(width: number, height: number, unit: number): string {
  return `<circle cx="${width}" cy="0" r="${200 * unit}" fill="${palette.turmeric}" opacity="0.35"/>
  <circle cx="0" cy="${height}" r="${200 * unit}" fill="${palette.chili}" opacity="0.12"/>`
}

/** The font size at which text fits the room, from the font's average glyph width per em. */
function fit(text: string, preferred: number, room: number, emPerChar: number): number {
  return Math.min(preferred, room / (text.length * emPerChar))
}
