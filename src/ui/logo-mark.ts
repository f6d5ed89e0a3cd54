/**
 * The logo mark — a diya (clay oil lamp) with its flame on a chili disc — as plain shape data, so
 * the <Logo> component and the icon generator (builder/images/generate-icons.ts: favicon.svg, PNG
 * icons, apple-touch icon) draw the very same mark. 32×32 units; colours are token names.
 */
export type MarkColor = 'chili' | 'turmeric' | 'cream'

export interface MarkShape {
  d: string
  fill?: MarkColor
  /** A stroked shape (the dotted rim): colour, width and dash pattern. */
  stroke?: { color: MarkColor; width: number; dasharray: string }
}

export const markSize = 32

/** The disc behind the motif (the square icons use a full-bleed background instead). */
export const markDisc = { cx: 16, cy: 16, r: 16, fill: 'chili' } as const

export const markShapes: readonly MarkShape[] = [
  // Outer flame, then its bright core.
  {
    d: 'M16 4.5C19.2 9.2 21.3 12.3 21.3 15.6A5.3 5.3 0 0 1 10.7 15.6C10.7 12.3 12.8 9.2 16 4.5Z',
    fill: 'turmeric',
  },
  {
    d: 'M16 10.8C17.5 13 18.4 14.5 18.4 16A2.4 2.4 0 0 1 13.6 16C13.6 14.5 14.5 13 16 10.8Z',
    fill: 'cream',
  },
  // The lamp's bowl, drawn over the flame's foot, and its dotted decoration.
  { d: 'M5.5 19.2H26.5C26 24.3 21.6 27.6 16 27.6S6 24.3 5.5 19.2Z', fill: 'cream' },
  { d: 'M8.2 22.2H23.8', stroke: { color: 'chili', width: 1.1, dasharray: '0.1 2.6' } },
]

/** The mark as a standalone SVG document (favicon.svg and the source of the PNG icons). */
export function markSvg(
  colors: Record<MarkColor, string>,
  options: { square?: boolean; inset?: number } = {},
): string {
  const { square = false, inset = 0 } = options
  const size = markSize + 2 * inset
  const background = square
    ? `<rect width="${size}" height="${size}" fill="${colors.chili}"/>`
    : `<circle cx="${markDisc.cx + inset}" cy="${markDisc.cy + inset}" r="${markDisc.r}" fill="${colors[markDisc.fill]}"/>`
  const shapes = markShapes.map((shape) => {
    const paint = shape.stroke
      ? `fill="none" stroke="${colors[shape.stroke.color]}" stroke-width="${shape.stroke.width}" stroke-linecap="round" stroke-dasharray="${shape.stroke.dasharray}"`
      : `fill="${colors[shape.fill ?? 'cream']}"`
    return `<path d="${shape.d}" ${paint}/>`
  })
  const motif = inset
    ? `<g transform="translate(${inset} ${inset})">${shapes.join('')}</g>`
    : shapes.join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">${background}${motif}</svg>\n`
}
