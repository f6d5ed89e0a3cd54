// Shared drawing kit for the restaurant artwork (art/*.svg): a seeded PRNG so every build yields
// byte-identical SVGs, smooth organic paths, and the few gradients/filters all images share so the
// four illustrations keep one look (overhead flat-lay, light from the top left, soft shadows, grain).

export type Pt = [number, number]

export interface Rng {
  next(): number
  range(lo: number, hi: number): number
  int(lo: number, hi: number): number
  pick<T>(items: readonly T[]): T
}

/** mulberry32: tiny, fast and good enough for placing grains and spots. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
  }
}

/** Whole pixels are plenty for coordinates; small sizes keep one decimal. Keeps the SVGs small. */
export const n = (v: number): string =>
  String(Math.abs(v) >= 20 ? Math.round(v) : Math.round(v * 10) / 10)

export function attrs(o: Record<string, string | number | undefined>): string {
  return Object.entries(o)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join('')
}

export const el = (tag: string, a: Record<string, string | number | undefined>, inner?: string) =>
  inner === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`

export const g = (a: Record<string, string | number | undefined>, inner: string) =>
  el('g', a, inner)

/** Catmull-Rom spline through the points, as cubic Béziers. */
export function smooth(points: readonly Pt[], closed = true): string {
  const len = points.length
  const at = (i: number): Pt => {
    if (closed) return points[((i % len) + len) % len] as Pt
    return points[Math.max(0, Math.min(len - 1, i))] as Pt
  }
  const first = at(0)
  let d = `M${n(first[0])} ${n(first[1])}`
  const segments = closed ? len : len - 1
  for (let i = 0; i < segments; i++) {
    const p0 = at(i - 1)
    const p1 = at(i)
    const p2 = at(i + 1)
    const p3 = at(i + 2)
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`
  }
  return closed ? d + 'Z' : d
}

/** Organic closed outline around an ellipse; `shape` bends the radius by angle (lobes, teardrops). */
export function blobPts(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  rng: Rng,
  opts: { points?: number; jitter?: number; rot?: number; shape?: (a: number) => number } = {},
): Pt[] {
  const count = opts.points ?? 10
  const jitter = opts.jitter ?? 0.12
  const rot = opts.rot ?? 0
  const pts: Pt[] = []
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2
    const k = (1 + rng.range(-jitter, jitter)) * (opts.shape ? opts.shape(a) : 1)
    const x = Math.cos(a) * rx * k
    const y = Math.sin(a) * ry * k
    pts.push([
      cx + x * Math.cos(rot) - y * Math.sin(rot),
      cy + x * Math.sin(rot) + y * Math.cos(rot),
    ])
  }
  return pts
}

export const blob = (...args: Parameters<typeof blobPts>) => smooth(blobPts(...args))

/** A filled stroke whose width follows `width(t)` along the centre line — for tapered drizzles, chilies. */
export function ribbon(centre: readonly Pt[], width: (t: number) => number): string {
  const left: Pt[] = []
  const right: Pt[] = []
  const last = centre.length - 1
  centre.forEach((p, i) => {
    const prev = centre[Math.max(0, i - 1)] as Pt
    const next = centre[Math.min(last, i + 1)] as Pt
    const dx = next[0] - prev[0]
    const dy = next[1] - prev[1]
    const len = Math.hypot(dx, dy) || 1
    const w = width(i / last) / 2
    left.push([p[0] - (dy / len) * w, p[1] + (dx / len) * w])
    right.push([p[0] + (dy / len) * w, p[1] - (dx / len) * w])
  })
  return smooth([...left, ...right.reverse()])
}

/** Points on a quadratic Bézier, for bending chilies, sticks and stems. */
export function curve(a: Pt, c: Pt, b: Pt, steps = 12): Pt[] {
  const pts: Pt[] = []
  for (let i = 0; i <= steps; i++) {
    const t = i / steps
    const u = 1 - t
    pts.push([
      u * u * a[0] + 2 * u * t * c[0] + t * t * b[0],
      u * u * a[1] + 2 * u * t * c[1] + t * t * b[1],
    ])
  }
  return pts
}

export const polar = (cx: number, cy: number, r: number, a: number): Pt => [
  cx + Math.cos(a) * r,
  cy + Math.sin(a) * r,
]

/** Random point inside an ellipse, denser towards the centre when `bias` > 1. */
export function inEllipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  rng: Rng,
  bias = 0.5,
): Pt {
  const a = rng.range(0, Math.PI * 2)
  const r = Math.pow(rng.next(), bias)
  return [cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r]
}

export type Stop = [offset: number, color: string, opacity?: number]

const stops = (list: readonly Stop[]) =>
  list.map(([o, c, op]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op })).join('')

/** Collects <defs> so every module can declare what it needs once, by id. */
export class Defs {
  private items = new Map<string, string>()

  add(id: string, markup: string): string {
    if (!this.items.has(id)) this.items.set(id, markup)
    return `url(#${id})`
  }

  radial(
    id: string,
    list: readonly Stop[],
    o: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number; user?: boolean } = {},
  ) {
    return this.add(
      id,
      el(
        'radialGradient',
        {
          id,
          cx: o.cx ?? 0.5,
          cy: o.cy ?? 0.5,
          r: o.r ?? 0.5,
          fx: o.fx,
          fy: o.fy,
          gradientUnits: o.user ? 'userSpaceOnUse' : undefined,
        },
        stops(list),
      ),
    )
  }

  linear(
    id: string,
    list: readonly Stop[],
    o: { x1?: number; y1?: number; x2?: number; y2?: number; user?: boolean } = {},
  ) {
    return this.add(
      id,
      el(
        'linearGradient',
        {
          id,
          x1: o.x1 ?? 0,
          y1: o.y1 ?? 0,
          x2: o.x2 ?? 1,
          y2: o.y2 ?? 0,
          gradientUnits: o.user ? 'userSpaceOnUse' : undefined,
        },
        stops(list),
      ),
    )
  }

  /** Gaussian blur with a generous region so soft shadows are never clipped. */
  blur(sd: number): string {
    const id = `blur${sd}`
    return this.add(
      id,
      el(
        'filter',
        { id, x: '-60%', y: '-60%', width: '220%', height: '220%' },
        el('feGaussianBlur', { stdDeviation: sd }),
      ),
    )
  }

  clip(id: string, d: string): string {
    return this.add(id, el('clipPath', { id }, el('path', { d })))
  }

  toString(): string {
    return `<defs>${[...this.items.values()].join('')}</defs>`
  }
}

/** Soft contact shadow cast to the lower right (light comes from the top left in every image). */
export function shadow(
  defs: Defs,
  d: string,
  o: { dx?: number; dy?: number; sd?: number; op?: number } = {},
) {
  return el('path', {
    d,
    fill: '#0b0604',
    opacity: o.op ?? 0.55,
    transform: `translate(${n(o.dx ?? 10)} ${n(o.dy ?? 16)})`,
    filter: defs.blur(o.sd ?? 14),
  })
}

export const circlePath = (cx: number, cy: number, r: number) =>
  `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`

export const ellipsePath = (cx: number, cy: number, rx: number, ry: number) =>
  `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0Z`

/**
 * Paper-like grain over the whole picture. A single low-contrast feTurbulence: librsvg (sharp) and
 * Chromium both implement the spec's reference noise, so the texture matches in both renderers.
 */
export function grain(defs: Defs, w: number, h: number, opacity = 0.07) {
  defs.add(
    'grain',
    el(
      'filter',
      { id: 'grain', x: 0, y: 0, width: w, height: h, filterUnits: 'userSpaceOnUse' },
      el('feTurbulence', { type: 'fractalNoise', baseFrequency: 0.55, numOctaves: 2, seed: 11 }) +
        el('feColorMatrix', {
          type: 'matrix',
          values: '0 0 0 0 1  0 0 0 0 0.93  0 0 0 0 0.8  1.6 0 0 0 -0.75',
        }),
    ),
  )
  return el('rect', { width: w, height: h, filter: 'url(#grain)', opacity })
}

/** No text inside: the page supplies the alt text, and the owner may swap the image for a photo. */
export function svgDoc(w: number, h: number, defs: Defs, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${defs}${body}</svg>\n`
}
