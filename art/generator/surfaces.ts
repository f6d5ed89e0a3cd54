// Table tops and lighting shared by all artwork: a dark oiled-wood table seen from above, with a
// vignette and a warm glow, so the four images sit in one room.

import { type Defs, type Rng, el, g, n, smooth, type Pt, blob } from './lib.ts'

const PLANK_TONES = ['#2a1a11', '#26170f', '#2f1d12', '#231510', '#2c1b10']

/** Horizontal planks with wavy grain, knots and slight colour drift. */
export function woodTable(defs: Defs, w: number, h: number, rng: Rng, plank = 180): string {
  let out = el('rect', { width: w, height: h, fill: '#1d120c' })
  for (let y = -rng.range(0, plank * 0.6); y < h; y += plank) {
    const tone = rng.pick(PLANK_TONES)
    out += el('rect', { x: 0, y, width: w, height: plank, fill: tone })
    // Grain: long low-contrast waves following the board.
    const lines = Math.round(plank / 11)
    for (let i = 0; i < lines; i++) {
      const y0 = y + rng.range(6, plank - 6)
      const amp = rng.range(1.5, 7)
      const freq = rng.range(0.002, 0.006)
      const phase = rng.range(0, 6)
      const pts: Pt[] = []
      for (let x = -60; x <= w + 200; x += 190) pts.push([x, y0 + Math.sin(x * freq + phase) * amp])
      out += el('path', {
        d: smooth(pts, false),
        fill: 'none',
        stroke: rng.next() < 0.55 ? '#4a2e1c' : '#120a06',
        'stroke-width': rng.range(0.8, 3.2),
        opacity: rng.range(0.2, 0.5),
      })
    }
    if (rng.next() < 0.5) {
      const kx = rng.range(0, w)
      const ky = y + rng.range(plank * 0.3, plank * 0.7)
      out += el('ellipse', {
        cx: kx,
        cy: ky,
        rx: rng.range(14, 30),
        ry: rng.range(5, 9),
        fill: '#150c07',
        opacity: 0.5,
      })
      out += el('ellipse', {
        cx: kx,
        cy: ky,
        rx: rng.range(30, 50),
        ry: rng.range(9, 14),
        fill: 'none',
        stroke: '#3d2516',
        opacity: 0.45,
        'stroke-width': 1.5,
      })
    }
    out += el('rect', {
      x: 0,
      y: y + plank - 2,
      width: w,
      height: 4,
      fill: '#0d0704',
      opacity: 0.9,
    })
    out += el('rect', {
      x: 0,
      y: y + plank + 2,
      width: w,
      height: 1.5,
      fill: '#4a2e1c',
      opacity: 0.35,
    })
  }
  // Broad mottling so the wood does not look printed.
  for (let i = 0; i < 14; i++) {
    out += el('path', {
      d: blob(rng.range(0, w), rng.range(0, h), rng.range(120, 320), rng.range(60, 160), rng),
      fill: rng.next() < 0.5 ? '#5a3720' : '#080403',
      opacity: 0.16,
      filter: defs.blur(40),
    })
  }
  return out
}

/** Linen napkin with a woven texture and a stitched border. */
export function napkin(
  defs: Defs,
  d: string,
  rng: Rng,
  color: string,
  shade: string,
  clipId: string,
): string {
  const clip = defs.clip(clipId, d)
  let weave = ''
  for (let i = -1400; i < 2400; i += 7) {
    weave += `M${i} -200l1400 1400`
  }
  let folds = ''
  for (let i = 0; i < 5; i++) {
    const x = rng.range(-200, 1800)
    folds += el('path', {
      d: `M${n(x)} -100q${n(rng.range(-90, 90))} 600 ${n(rng.range(-200, 200))} 1300`,
      stroke: i % 2 ? '#fff7e8' : shade,
      'stroke-width': rng.range(30, 70),
      fill: 'none',
      opacity: 0.22,
      filter: defs.blur(18),
    })
  }
  return (
    shadow2(defs, d) +
    g(
      { 'clip-path': clip },
      el('path', { d, fill: color }) +
        folds +
        el('path', { d: weave, stroke: shade, 'stroke-width': 1.4, opacity: 0.22 }),
    )
  )
}

const shadow2 = (defs: Defs, d: string) =>
  el('path', {
    d,
    fill: '#050201',
    opacity: 0.6,
    transform: 'translate(8 14)',
    filter: defs.blur(12),
  })

/** Darkened corners; the light pools where the food is. */
export function vignette(
  defs: Defs,
  w: number,
  h: number,
  cx = 0.55,
  cy = 0.5,
  strength = 0.75,
): string {
  const fill = defs.radial(
    `vignette-${Math.round(cx * 100)}-${Math.round(cy * 100)}`,
    [
      [0, '#000', 0],
      [0.55, '#000', 0],
      [1, '#050201', strength],
    ],
    { cx, cy, r: 0.75 },
  )
  return el('rect', { width: w, height: h, fill })
}

/** Warm lamp light: an additive-looking orange pool (plain alpha, so both renderers agree). */
export function warmLight(
  defs: Defs,
  cx: number,
  cy: number,
  r: number,
  opacity = 0.35,
  color = '#f0a040',
): string {
  const id = `light-${color.slice(1)}`
  const fill = defs.radial(id, [
    [0, color, 1],
    [0.4, color, 0.45],
    [1, color, 0],
  ])
  return el('ellipse', { cx, cy, rx: r, ry: r * 0.85, fill, opacity })
}
