// Food and spice motifs used by the artwork: copper karahi with curry, naan, rice, spice bowls and
// loose spices. Every motif draws in the same overhead view with light from the top left.

import {
  type Defs,
  type Pt,
  type Rng,
  blob,
  circlePath,
  curve,
  el,
  g,
  inEllipse,
  n,
  polar,
  ribbon,
  shadow,
  smooth,
} from './lib.ts'

const TAU = Math.PI * 2

/** Top-down copper karahi: hammered body, bright rim, inner wall, and `inner` clipped to the food. */
export function copperBowl(
  defs: Defs,
  id: string,
  cx: number,
  cy: number,
  r: number,
  inner: (foodR: number) => string,
  handleAngle: number | null = 0,
): string {
  const body = defs.radial(
    'copper-body',
    [
      [0, '#f2b27a'],
      [0.35, '#c9713c'],
      [0.75, '#8e3f1c'],
      [1, '#5c240f'],
    ],
    { fx: 0.32, fy: 0.28, r: 0.6 },
  )
  const wall = defs.radial(
    'copper-wall',
    [
      [0.7, '#6a2b12'],
      [0.88, '#a8552a'],
      [1, '#d98d55'],
    ],
    { cx: 0.53, cy: 0.55, r: 0.52 },
  )
  const rimLight = defs.linear(
    'copper-rim',
    [
      [0, '#ffe2b8', 0.95],
      [0.45, '#e79a5c', 0.4],
      [1, '#7a3415', 0.2],
    ],
    { x1: 0.1, y1: 0.1, x2: 0.9, y2: 0.9 },
  )
  const foodR = r * 0.8
  let handles = ''
  if (handleAngle !== null) {
    for (const a of [handleAngle, handleAngle + Math.PI]) {
      const [hx, hy] = polar(cx, cy, r * 1.02, a)
      const tang = a + Math.PI / 2
      const p1 = polar(hx, hy, r * 0.2, tang)
      const p2 = polar(hx, hy, -r * 0.2, tang)
      const tip = polar(cx, cy, r * 1.3, a)
      const d = smooth(
        [
          p1,
          [tip[0] + (p1[0] - hx) * 0.6, tip[1] + (p1[1] - hy) * 0.6],
          [tip[0] + (p2[0] - hx) * 0.6, tip[1] + (p2[1] - hy) * 0.6],
          p2,
        ],
        false,
      )
      handles += el('path', {
        d,
        fill: 'none',
        stroke: '#0b0604',
        'stroke-width': r * 0.075,
        opacity: 0.5,
        transform: 'translate(10 16)',
        filter: defs.blur(8),
      })
      handles += el('path', {
        d,
        fill: 'none',
        stroke: '#7a3516',
        'stroke-width': r * 0.07,
        'stroke-linecap': 'round',
      })
      handles += el('path', {
        d,
        fill: 'none',
        stroke: '#e8a06a',
        'stroke-width': r * 0.022,
        'stroke-linecap': 'round',
        opacity: 0.8,
        transform: 'translate(-2 -3)',
      })
    }
  }
  // Hammer marks catch the light on the outer body (golden-angle spacing, no randomness needed).
  let dents = ''
  for (let i = 0; i < 36; i++) {
    const a = i * 2.399
    const rr = r * (0.88 + ((i * 7) % 10) / 100)
    const [x, y] = polar(cx, cy, rr, a)
    dents += el('ellipse', {
      cx: x,
      cy: y,
      rx: r * 0.03,
      ry: r * 0.018,
      transform: `rotate(${n((a * 180) / Math.PI + 90)} ${n(x)} ${n(y)})`,
      fill: i % 3 ? '#ffd6a8' : '#4a1c0a',
      opacity: 0.22,
    })
  }
  const foodClip = defs.clip(`${id}-food`, circlePath(cx + r * 0.02, cy + r * 0.03, foodR))
  return (
    shadow(defs, circlePath(cx, cy, r), {
      dx: r * 0.06,
      dy: r * 0.1,
      sd: Math.round(r / 12),
      op: 0.7,
    }) +
    handles +
    el('circle', { cx, cy, r, fill: body }) +
    dents +
    el('circle', {
      cx,
      cy,
      r: r * 0.96,
      fill: 'none',
      stroke: rimLight,
      'stroke-width': r * 0.05,
    }) +
    el('circle', { cx, cy, r: r * 0.93, fill: wall }) +
    g({ 'clip-path': foodClip }, inner(foodR)) +
    // Rim shadow falling into the food on the lit side and a sheen arc on the rim.
    el('circle', {
      cx: cx + r * 0.02,
      cy: cy + r * 0.03,
      r: foodR,
      fill: defs.radial(
        'food-edge',
        [
          [0.82, '#000', 0],
          [1, '#2a0d04', 0.55],
        ],
        { cx: 0.47, cy: 0.45 },
      ),
    }) +
    el('path', {
      d: `M${n(polar(cx, cy, r * 0.955, Math.PI * 1.05)[0])} ${n(polar(cx, cy, r * 0.955, Math.PI * 1.05)[1])}A${n(r * 0.955)} ${n(r * 0.955)} 0 0 1 ${n(polar(cx, cy, r * 0.955, Math.PI * 1.45)[0])} ${n(polar(cx, cy, r * 0.955, Math.PI * 1.45)[1])}`,
      fill: 'none',
      stroke: '#fff1dc',
      'stroke-width': r * 0.018,
      'stroke-linecap': 'round',
      opacity: 0.75,
    })
  )
}

/** Glossy orange-red makhani sauce filling a circle. */
export function makhaniSauce(defs: Defs, cx: number, cy: number, r: number, rng: Rng): string {
  const base = defs.radial(
    'makhani',
    [
      [0, '#f39a48'],
      [0.45, '#e0692a'],
      [0.85, '#c2461c'],
      [1, '#9c3213'],
    ],
    { fx: 0.4, fy: 0.38 },
  )
  let out = el('circle', { cx, cy, r: r * 1.05, fill: base })
  // Ghee sheen and darker eddies give the surface depth.
  for (let i = 0; i < 16; i++) {
    const [x, y] = inEllipse(cx, cy, r * 0.9, r * 0.9, rng, 0.7)
    out += el('path', {
      d: blob(x, y, rng.range(r * 0.05, r * 0.16), rng.range(r * 0.03, r * 0.08), rng, {
        rot: rng.range(0, TAU),
      }),
      fill: i % 2 ? '#f7b04e' : '#a83514',
      opacity: i % 2 ? 0.45 : 0.35,
      filter: defs.blur(Math.max(2, Math.round(r / 60))),
    })
  }
  // Red ghee separating at the edge — the tell-tale look of a good makhani.
  out += el('circle', {
    cx,
    cy,
    r: r * 0.97,
    fill: 'none',
    stroke: '#b32c10',
    'stroke-width': r * 0.12,
    opacity: 0.55,
    filter: defs.blur(Math.max(3, Math.round(r / 40))),
  })
  for (let i = 0; i < 26; i++) {
    const [x, y] = inEllipse(cx, cy, r * 0.92, r * 0.92, rng, 0.6)
    const s = rng.range(r * 0.008, r * 0.03)
    out += el('ellipse', { cx: x, cy: y, rx: s, ry: s * 0.75, fill: '#ffd27a', opacity: 0.55 })
  }
  for (let i = 0; i < 10; i++) {
    const [x, y] = inEllipse(cx - r * 0.1, cy - r * 0.1, r * 0.75, r * 0.75, rng, 0.7)
    out += el('ellipse', {
      cx: x,
      cy: y,
      rx: r * rng.range(0.02, 0.05),
      ry: r * 0.012,
      fill: '#fff6e6',
      opacity: 0.7,
      transform: `rotate(-35 ${n(x)} ${n(y)})`,
    })
  }
  return out
}

/** Tandoori-charred chicken chunk half sunk in sauce. */
export function chickenPiece(defs: Defs, x: number, y: number, s: number, rng: Rng): string {
  const fill = defs.radial(
    'chicken',
    [
      [0, '#f3a66a'],
      [0.45, '#d96f34'],
      [0.8, '#a8441a'],
      [1, '#5e1d08'],
    ],
    { fx: 0.34, fy: 0.3, r: 0.62 },
  )
  const coat = defs.linear(
    'chicken-coat',
    [
      [0.45, '#c9481c', 0],
      [0.8, '#c9481c', 0.6],
      [1, '#b23a15', 0.9],
    ],
    { x1: 0.15, y1: 0.1, x2: 0.75, y2: 1 },
  )
  const rot = rng.range(0, TAU)
  const d = blob(x, y, s, s * rng.range(0.72, 0.9), rng, { rot, points: 7, jitter: 0.17 })
  let out = el('path', {
    d,
    fill: '#5e1a06',
    opacity: 0.6,
    transform: `translate(${n(s * 0.08)} ${n(s * 0.14)})`,
    filter: defs.blur(3),
  })
  out += el('path', { d, fill })
  // Tandoor char sits on the edges of the chunk, not in its middle.
  const clip = defs.clip(`chk-${Math.round(x)}-${Math.round(y)}`, d)
  let char = ''
  for (let i = 0; i < 3; i++) {
    const a = rng.range(0, TAU)
    const [cx, cy] = polar(x, y, s * 0.8, a)
    char += el('path', {
      d: blob(cx, cy, s * rng.range(0.3, 0.5), s * rng.range(0.12, 0.2), rng, {
        rot: a + Math.PI / 2,
      }),
      fill: '#3a0f03',
      opacity: rng.range(0.5, 0.8),
      filter: defs.blur(2),
    })
  }
  out += g({ 'clip-path': clip }, char)
  out += el('path', { d, fill: coat })
  out += el('path', {
    d: blob(x - s * 0.28, y - s * 0.26, s * 0.2, s * 0.08, rng, { rot: -0.5 }),
    fill: '#fff1da',
    opacity: 0.55,
  })
  return out
}

/** A loose, hand-poured cream spiral, tapered at both ends. */
export function creamSwirl(
  cx: number,
  cy: number,
  r: number,
  turns: number,
  w: number,
  rot: number,
  rng: Rng,
): string {
  const pts: Pt[] = []
  const steps = Math.round(turns * 24)
  const wobble = [rng.range(0, TAU), rng.range(0, TAU)]
  for (let i = 0; i <= steps; i++) {
    const t = i / steps
    const a = rot + t * turns * TAU
    const rr =
      r *
      (0.08 + 0.92 * t) *
      (1 + 0.05 * Math.sin(a * 2 + (wobble[0] ?? 0)) + 0.03 * Math.sin(a * 5 + (wobble[1] ?? 0)))
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * 0.85])
  }
  const width = (t: number) =>
    w *
      (0.3 + 0.7 * Math.sin(Math.PI * Math.min(1, t * 1.15)) ** 0.5) *
      (1 + 0.12 * Math.sin(t * 13)) +
    0.5
  const d = ribbon(pts, width)
  const hi = ribbon(
    pts.map(([x, y]) => [x - w * 0.12, y - w * 0.16] as Pt),
    (t) => width(t) * 0.3,
  )
  return (
    el('path', {
      d,
      fill: '#8e2f10',
      opacity: 0.3,
      transform: `translate(${n(w * 0.2)} ${n(w * 0.3)})`,
    }) +
    el('path', { d, fill: '#fbefd8' }) +
    el('path', { d: hi, fill: '#ffffff', opacity: 0.75 })
  )
}

/** Coriander leaf: three scalloped lobes, a short stem. */
export function coriander(defs: Defs, x: number, y: number, s: number, rng: Rng): string {
  const fill = defs.radial('coriander', [
    [0, '#8cc35e'],
    [0.6, '#4f9140'],
    [1, '#2f6a2e'],
  ])
  const rot = rng.range(0, TAU)
  const d = blob(x, y, s, s * 0.9, rng, {
    points: 21,
    jitter: 0.08,
    rot,
    shape: (a) => 0.6 + 0.4 * Math.abs(Math.sin(a * 1.5)) ** 0.5 - 0.08 * Math.abs(Math.sin(a * 6)),
  })
  const stem = polar(x, y, s * 1.5, rot + Math.PI / 2)
  return (
    el('path', {
      d: `M${n(x)} ${n(y)}L${n(stem[0])} ${n(stem[1])}`,
      stroke: '#5c8f3c',
      'stroke-width': Math.max(1.2, s * 0.1),
      'stroke-linecap': 'round',
    }) +
    el('path', { d, fill }) +
    el('path', {
      d: [0, 1, 2]
        .map((k) => {
          const [ex, ey] = polar(x, y, s * 0.65, rot - Math.PI / 2 + (k - 1) * 1.1)
          return `M${n(x)} ${n(y)}L${n(ex)} ${n(ey)}`
        })
        .join(''),
      stroke: '#b9e08f',
      'stroke-width': Math.max(0.6, s * 0.06),
      opacity: 0.6,
    })
  )
}

/** Leavened flatbread with leopard spots from the tandoor wall and kalonji seeds. */
export function naan(
  defs: Defs,
  id: string,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  rot: number,
  rng: Rng,
  withShadow = true,
): string {
  const fill = defs.radial(
    'naan',
    [
      [0, '#f6d69a'],
      [0.55, '#e8b060'],
      [0.9, '#c98136'],
      [1, '#a5612a'],
    ],
    { fx: 0.42, fy: 0.38, r: 0.55 },
  )
  const d = blob(cx, cy, rx, ry, rng, {
    points: 12,
    jitter: 0.07,
    rot,
    shape: (a) => 1 + 0.16 * Math.cos(a),
  })
  const clip = defs.clip(`${id}-clip`, d)
  let spots = ''
  const s = Math.min(rx, ry)
  // Puffed bubbles: a pale dome whose top caught the tandoor wall and charred.
  for (let i = 0; i < 15; i++) {
    const [x, y] = inEllipse(cx, cy, rx * 0.88, ry * 0.88, rng, 0.9)
    const rr = s * rng.range(0.05, 0.16)
    const blobRot = rng.range(0, TAU)
    spots += el('path', {
      d: blob(x, y, rr * 1.6, rr * 1.2, rng, { rot: blobRot }),
      fill: '#b5651f',
      opacity: 0.6,
      filter: defs.blur(Math.max(2, Math.round(rr / 3))),
    })
    if (rng.next() < 0.8)
      spots += el('path', {
        d: blob(x, y, rr * 0.75, rr * 0.55, rng, { rot: blobRot }),
        fill: '#3e1a08',
        opacity: rng.range(0.6, 0.9),
      })
    spots += el('ellipse', {
      cx: x - rr * 0.9,
      cy: y - rr * 0.8,
      rx: rr * 0.5,
      ry: rr * 0.25,
      fill: '#fff3d6',
      opacity: 0.55,
      transform: `rotate(-35 ${n(x - rr * 0.9)} ${n(y - rr * 0.8)})`,
    })
  }
  for (let i = 0; i < 40; i++) {
    const [x, y] = inEllipse(cx, cy, rx * 0.85, ry * 0.85, rng, 0.7)
    spots += el('circle', {
      cx: x,
      cy: y,
      r: s * rng.range(0.008, 0.02),
      fill: '#5a2a0e',
      opacity: 0.6,
    })
  }
  // Brushed butter: broad soft gloss.
  for (let i = 0; i < 5; i++) {
    const [x, y] = inEllipse(cx - rx * 0.15, cy - ry * 0.15, rx * 0.6, ry * 0.6, rng)
    spots += el('path', {
      d: blob(x, y, s * rng.range(0.15, 0.32), s * rng.range(0.06, 0.12), rng, {
        rot: rot + rng.range(-0.4, 0.4),
      }),
      fill: '#fffaf0',
      opacity: 0.28,
      filter: defs.blur(Math.max(2, Math.round(s / 30))),
    })
  }
  for (let i = 0; i < 22; i++) {
    const [x, y] = inEllipse(cx, cy, rx * 0.85, ry * 0.85, rng, 0.6)
    const a = rng.range(0, 180)
    spots += el('ellipse', {
      cx: x,
      cy: y,
      rx: s * 0.022,
      ry: s * 0.012,
      fill: '#1a0f0a',
      transform: `rotate(${n(a)} ${n(x)} ${n(y)})`,
    })
  }
  for (let i = 0; i < 14; i++) {
    const [x, y] = inEllipse(cx, cy, rx * 0.8, ry * 0.8, rng, 0.6)
    spots += el('path', {
      d: blob(x, y, s * 0.03, s * 0.022, rng, { points: 5, jitter: 0.3 }),
      fill: '#4f8f3a',
    })
  }
  const rim = defs.radial('naan-rim', [
    [0.75, '#000', 0],
    [1, '#5b2a0e', 0.45],
  ])
  return (
    (withShadow
      ? shadow(defs, d, { dx: s * 0.05, dy: s * 0.08, sd: Math.max(4, Math.round(s / 18)) })
      : '') +
    el('path', { d, fill }) +
    g({ 'clip-path': clip }, spots + el('path', { d, fill: rim }))
  )
}

/** Basmati rice heaped in a bowl, with a few saffron grains. */
export function riceHeap(
  defs: Defs,
  cx: number,
  cy: number,
  r: number,
  rng: Rng,
  grains = 260,
): string {
  const mound = defs.radial(
    'rice-mound',
    [
      [0, '#fffaf0'],
      [0.7, '#efe3c8'],
      [1, '#c9b48c'],
    ],
    { fx: 0.4, fy: 0.38 },
  )
  let out = el('circle', { cx, cy, r, fill: mound })
  const list: { x: number; y: number; a: number; c: string }[] = []
  for (let i = 0; i < grains; i++) {
    const [x, y] = inEllipse(cx, cy, r * 0.97, r * 0.97, rng, 0.55)
    list.push({
      x,
      y,
      a: rng.range(0, 180),
      c:
        rng.next() < 0.07
          ? rng.pick(['#f2b135', '#f6c75a', '#e8962a'])
          : rng.pick(['#fffbf2', '#fbf3e2', '#f6ead2']),
    })
  }
  list.sort((p, q) => p.y - q.y)
  const gl = r * 0.075
  for (const p of list) {
    out += el('ellipse', {
      cx: p.x,
      cy: p.y,
      rx: gl,
      ry: gl * 0.28,
      fill: p.c,
      stroke: '#bca47a',
      'stroke-width': 0.6,
      transform: `rotate(${n(p.a)} ${n(p.x)} ${n(p.y)})`,
    })
  }
  out += el('circle', {
    cx,
    cy,
    r,
    fill: defs.radial(
      'rice-shade',
      [
        [0.55, '#000', 0],
        [1, '#4a3218', 0.35],
      ],
      { cx: 0.45, cy: 0.45 },
    ),
  })
  return out
}

/** Small brass katori; `content` fills the inner circle. */
export function brassBowl(
  defs: Defs,
  id: string,
  cx: number,
  cy: number,
  r: number,
  content: (r: number) => string,
): string {
  const body = defs.radial(
    'brass',
    [
      [0, '#fbe2a0'],
      [0.4, '#d9a546'],
      [0.8, '#9a6a22'],
      [1, '#5e3e12'],
    ],
    { fx: 0.32, fy: 0.28, r: 0.6 },
  )
  const inner = r * 0.84
  const clip = defs.clip(`${id}-in`, circlePath(cx, cy, inner))
  return (
    shadow(defs, circlePath(cx, cy, r), {
      dx: r * 0.08,
      dy: r * 0.13,
      sd: Math.max(4, Math.round(r / 8)),
      op: 0.65,
    }) +
    el('circle', { cx, cy, r, fill: body }) +
    el('circle', {
      cx,
      cy,
      r: r * 0.92,
      fill: 'none',
      stroke: '#fff0c4',
      'stroke-width': r * 0.03,
      opacity: 0.55,
    }) +
    el('circle', { cx, cy, r: inner, fill: '#6e4715' }) +
    g({ 'clip-path': clip }, content(inner)) +
    el('circle', {
      cx,
      cy,
      r: inner,
      fill: defs.radial(
        'bowl-inner-shade',
        [
          [0.7, '#000', 0],
          [1, '#1c0e04', 0.55],
        ],
        { cx: 0.56, cy: 0.58 },
      ),
    })
  )
}

/** A mound of ground spice: soft highlight, speckles of darker and lighter grains. */
export function powder(
  defs: Defs,
  cx: number,
  cy: number,
  r: number,
  rng: Rng,
  light: string,
  mid: string,
  dark: string,
  speck = 90,
): string {
  const id = `powder-${mid.slice(1)}`
  const fill = defs.radial(
    id,
    [
      [0, light],
      [0.55, mid],
      [1, dark],
    ],
    { fx: 0.38, fy: 0.34, r: 0.58 },
  )
  let out = el('circle', { cx, cy, r: r * 1.02, fill })
  for (let i = 0; i < speck; i++) {
    const [x, y] = inEllipse(cx, cy, r, r, rng, 0.6)
    out += el('circle', {
      cx: x,
      cy: y,
      r: rng.range(r * 0.008, r * 0.025),
      fill: rng.next() < 0.5 ? dark : light,
      opacity: 0.8,
    })
  }
  return out
}

/** Whole seeds (cumin, fennel) as many small ridged grains. */
export function seeds(
  cx: number,
  cy: number,
  r: number,
  rng: Rng,
  tones: readonly string[],
  count = 160,
  len = 0.09,
): string {
  let out = el('circle', { cx, cy, r, fill: tones[tones.length - 1] })
  for (let i = 0; i < count; i++) {
    const [x, y] = inEllipse(cx, cy, r * 1.02, r * 1.02, rng, 0.6)
    out += el('ellipse', {
      cx: x,
      cy: y,
      rx: r * len,
      ry: r * len * 0.32,
      fill: rng.pick(tones),
      transform: `rotate(${n(rng.range(0, 180))} ${n(x)} ${n(y)})`,
    })
  }
  return out
}

/** Dried red (or fresh green) chili along a gentle bend, with its stem cap. */
export function chili(
  defs: Defs,
  a: Pt,
  c: Pt,
  b: Pt,
  w: number,
  kind: 'dried' | 'green' = 'dried',
  withShadow = true,
): string {
  const pts = curve(a, c, b, 16)
  const width = (t: number) =>
    (t < 0.08 ? w * (0.75 + t * 3) : w * Math.pow(1 - (t - 0.08) / 0.92, 0.75)) + 0.6
  const d = ribbon(pts, width)
  const [body, hi, cap] =
    kind === 'dried' ? ['#9a1e12', '#d5472c', '#6b6a2a'] : ['#3d7a2c', '#7fbf55', '#4d6b25']
  const hiPts = pts.map(([x, y]) => [x - w * 0.18, y - w * 0.2] as Pt)
  const stemEnd: Pt = [a[0] - (c[0] - a[0]) * 0.25, a[1] - (c[1] - a[1]) * 0.25]
  return (
    (withShadow
      ? shadow(defs, d, { dx: w * 0.3, dy: w * 0.5, sd: Math.max(2, Math.round(w / 3)), op: 0.6 })
      : '') +
    el('path', { d, fill: body }) +
    el('path', {
      d: ribbon(hiPts.slice(1, 12), (t) => width(t * 0.7) * 0.28),
      fill: hi,
      opacity: 0.7,
    }) +
    (kind === 'dried'
      ? el('path', {
          d: smooth(
            pts
              .slice(3, 14)
              .map(([x, y], i) => [x + (i % 2 ? 1 : -1) * w * 0.12, y + w * 0.1] as Pt),
            false,
          ),
          fill: 'none',
          stroke: '#5d0f08',
          'stroke-width': Math.max(0.8, w * 0.06),
          opacity: 0.6,
        })
      : '') +
    el('ellipse', { cx: a[0], cy: a[1], rx: w * 0.55, ry: w * 0.45, fill: cap }) +
    el('path', {
      d: `M${n(a[0])} ${n(a[1])}L${n(stemEnd[0])} ${n(stemEnd[1])}`,
      stroke: cap,
      'stroke-width': Math.max(1.2, w * 0.22),
      'stroke-linecap': 'round',
    })
  )
}

/** Green cardamom pod: a ribbed lens. */
export function cardamom(defs: Defs, x: number, y: number, s: number, rot: number): string {
  const a = polar(x, y, s, rot)
  const b = polar(x, y, -s, rot)
  const pts = curve(a, [x, y], b, 10)
  const d = ribbon(pts, (t) => s * 0.9 * Math.sin(Math.PI * t) ** 0.7 + 0.4)
  const side = polar(0, 0, s * 0.18, rot + Math.PI / 2)
  const fill = defs.radial(
    'cardamom',
    [
      [0, '#b6cf7a'],
      [0.6, '#86a650'],
      [1, '#58782f'],
    ],
    { fx: 0.35, fy: 0.3 },
  )
  return (
    shadow(defs, d, { dx: s * 0.2, dy: s * 0.3, sd: 3, op: 0.55 }) +
    el('path', { d, fill }) +
    el('path', {
      d: [-1, 1]
        .map((k) =>
          smooth(
            curve(
              polar(x, y, s * 0.8, rot),
              [x + side[0] * k * 1.6, y + side[1] * k * 1.6],
              polar(x, y, -s * 0.8, rot),
              6,
            ),
            false,
          ),
        )
        .join(''),
      fill: 'none',
      stroke: '#4b6a27',
      'stroke-width': Math.max(0.7, s * 0.07),
      opacity: 0.7,
    }) +
    el('circle', { cx: a[0], cy: a[1], r: s * 0.09, fill: '#7a6a35' })
  )
}

/** Star anise: eight boat-shaped carpels, each with a glossy seed. */
export function starAnise(defs: Defs, x: number, y: number, s: number, rot: number): string {
  let pods = ''
  let seedsOut = ''
  let outline = ''
  for (let i = 0; i < 8; i++) {
    const a = rot + (i / 8) * TAU
    const tip = polar(x, y, s, a)
    const pts = curve([x, y], polar(x, y, s * 0.5, a), tip, 8)
    const d = ribbon(pts, (t) => s * 0.42 * Math.sin(Math.PI * Math.min(1, t * 1.1)) ** 0.6 + 0.5)
    outline += d
    pods += el('path', {
      d,
      fill: i % 2 ? '#6b3518' : '#7a3f1d',
      stroke: '#3d1a0a',
      'stroke-width': Math.max(0.6, s * 0.03),
    })
    const [sx, sy] = polar(x, y, s * 0.55, a)
    seedsOut += el('ellipse', {
      cx: sx,
      cy: sy,
      rx: s * 0.14,
      ry: s * 0.08,
      fill: '#c98a4a',
      transform: `rotate(${n((a * 180) / Math.PI)} ${n(sx)} ${n(sy)})`,
    })
    seedsOut += el('ellipse', {
      cx: sx - s * 0.03,
      cy: sy - s * 0.03,
      rx: s * 0.05,
      ry: s * 0.03,
      fill: '#fbe0b0',
      opacity: 0.8,
    })
  }
  return (
    shadow(defs, outline, { dx: s * 0.12, dy: s * 0.2, sd: 4, op: 0.6 }) +
    pods +
    seedsOut +
    el('circle', { cx: x, cy: y, r: s * 0.12, fill: '#4a230f' })
  )
}

/** Cinnamon quill: rolled bark with curled ends. */
export function cinnamon(
  defs: Defs,
  x: number,
  y: number,
  len: number,
  w: number,
  rot: number,
): string {
  const fill = defs.linear(
    'cinnamon',
    [
      [0, '#5a2a12'],
      [0.3, '#a9652f'],
      [0.5, '#c98448'],
      [0.75, '#8a4720'],
      [1, '#4a220e'],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  )
  const half = len / 2
  const shape = `M${n(-half)} ${n(-w / 2)}H${n(half)}a${n(w * 0.18)} ${n(w / 2)} 0 0 1 0 ${n(w)}H${n(-half)}a${n(w * 0.18)} ${n(w / 2)} 0 0 1 0 ${n(-w)}Z`
  let lines = ''
  for (let i = 0; i < 4; i++) {
    const yy = -w * 0.35 + (i * w * 0.7) / 3
    lines += `M${n(-half + w * 0.3)} ${n(yy)}H${n(half - w * 0.2)}`
  }
  const curl = `M${n(half)} ${n(-w * 0.3)}a${n(w * 0.16)} ${n(w * 0.3)} 0 1 1 0 ${n(w * 0.55)}`
  return g(
    { transform: `translate(${n(x)} ${n(y)}) rotate(${n(rot)})` },
    el('path', {
      d: shape,
      fill: '#000',
      opacity: 0.55,
      transform: `translate(${n(w * 0.2)} ${n(w * 0.35)})`,
      filter: defs.blur(4),
    }) +
      el('path', { d: shape, fill }) +
      el('path', {
        d: lines,
        stroke: '#4a220e',
        'stroke-width': Math.max(0.6, w * 0.04),
        opacity: 0.45,
      }) +
      el('ellipse', { cx: half, cy: 0, rx: w * 0.18, ry: w / 2, fill: '#3a1a0a' }) +
      el('path', {
        d: curl,
        fill: 'none',
        stroke: '#c98448',
        'stroke-width': Math.max(0.8, w * 0.08),
      }),
  )
}

/** Bay leaf: olive-green, pointed, with a pale midrib. */
export function bayLeaf(defs: Defs, a: Pt, c: Pt, b: Pt, w: number): string {
  const pts = curve(a, c, b, 12)
  const d = ribbon(pts, (t) => w * Math.sin(Math.PI * t) ** 0.8 + 0.4)
  return (
    shadow(defs, d, { dx: 4, dy: 7, sd: 4, op: 0.5 }) +
    el('path', { d, fill: '#7f8a42' }) +
    el('path', {
      d: ribbon(
        pts.map(([x, y]) => [x - w * 0.12, y - w * 0.12] as Pt),
        (t) => w * 0.45 * Math.sin(Math.PI * t),
      ),
      fill: '#a8b060',
      opacity: 0.45,
    }) +
    el('path', {
      d: smooth(pts, false),
      fill: 'none',
      stroke: '#d7d39a',
      'stroke-width': Math.max(0.8, w * 0.06),
      opacity: 0.8,
    })
  )
}

/** Scatter of loose grains (cumin, chili flakes, salt) on the table. */
export function scatter(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  rng: Rng,
  tones: readonly string[],
  count: number,
  size: number,
): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const [x, y] = inEllipse(cx, cy, rx, ry, rng, 1.4)
    out += el('ellipse', {
      cx: x,
      cy: y,
      rx: size * rng.range(0.6, 1.3),
      ry: size * rng.range(0.3, 0.6),
      fill: rng.pick(tones),
      transform: `rotate(${n(rng.range(0, 180))} ${n(x)} ${n(y)})`,
    })
  }
  return out
}

/** Brass diya with a lit wick; the glow is part of the lamp. */
export function diya(defs: Defs, x: number, y: number, s: number, rot: number, rng: Rng): string {
  const body = defs.radial(
    'brass',
    [
      [0, '#fbe2a0'],
      [0.4, '#d9a546'],
      [0.8, '#9a6a22'],
      [1, '#5e3e12'],
    ],
    { fx: 0.32, fy: 0.28, r: 0.6 },
  )
  const shape = blob(x, y, s, s * 0.8, rng, {
    points: 14,
    jitter: 0.02,
    rot,
    shape: (a) => 1 + 0.35 * Math.max(0, Math.cos(a)) ** 6,
  })
  const [wx, wy] = polar(x, y, s * 0.95, rot)
  // The flame is drawn upright (as the eye expects a flame), even in the overhead view.
  const flame = `M${n(wx)} ${n(wy - s * 1.3)}C${n(wx + s * 0.15)} ${n(wy - s * 0.8)} ${n(wx + s * 0.42)} ${n(wy - s * 0.35)} ${n(wx + s * 0.34)} ${n(wy)}A${n(s * 0.34)} ${n(s * 0.34)} 0 0 1 ${n(wx - s * 0.34)} ${n(wy)}C${n(wx - s * 0.42)} ${n(wy - s * 0.35)} ${n(wx - s * 0.15)} ${n(wy - s * 0.8)} ${n(wx)} ${n(wy - s * 1.3)}Z`
  const glow = defs.radial('diya-glow', [
    [0, '#ffe7a8', 0.9],
    [0.25, '#f3a83a', 0.45],
    [1, '#f3a83a', 0],
  ])
  return (
    el('circle', { cx: wx, cy: wy, r: s * 4.2, fill: glow, opacity: 0.55 }) +
    shadow(defs, shape, { dx: s * 0.15, dy: s * 0.25, sd: 6 }) +
    el('path', { d: shape, fill: body }) +
    el('ellipse', { cx: x - s * 0.05, cy: y, rx: s * 0.72, ry: s * 0.58, fill: '#7a4a12' }) +
    el('ellipse', {
      cx: x - s * 0.05,
      cy: y,
      rx: s * 0.62,
      ry: s * 0.48,
      fill: defs.radial(
        'ghee',
        [
          [0, '#f7d27a'],
          [1, '#b97a1e'],
        ],
        { fx: 0.35, fy: 0.3 },
      ),
    }) +
    el('path', {
      d: flame,
      fill: defs.radial(
        'flame',
        [
          [0, '#ffffff'],
          [0.45, '#ffe58a'],
          [0.8, '#f59a2a'],
          [1, '#d8561a'],
        ],
        { cy: 0.62, r: 0.55 },
      ),
    }) +
    el('path', {
      d: flame,
      fill: '#fff',
      opacity: 0.6,
      transform: `translate(${n(wx)} ${n(wy + s * 0.1)}) scale(0.4) translate(${n(-wx)} ${n(-wy)})`,
    })
  )
}

/** Yellow dal tadka: lentil purée with tempered cumin, red chili and ghee. */
export function dalSurface(defs: Defs, cx: number, cy: number, r: number, rng: Rng): string {
  const base = defs.radial(
    'dal',
    [
      [0, '#f6cf63'],
      [0.6, '#e3a934'],
      [1, '#b97a1c'],
    ],
    { fx: 0.4, fy: 0.38 },
  )
  let out = el('circle', { cx, cy, r: r * 1.05, fill: base })
  for (let i = 0; i < 10; i++) {
    const [x, y] = inEllipse(cx, cy, r * 0.8, r * 0.8, rng)
    out += el('path', {
      d: blob(x, y, r * rng.range(0.08, 0.18), r * rng.range(0.05, 0.1), rng),
      fill: i % 2 ? '#fbe08a' : '#c98a22',
      opacity: 0.5,
      filter: defs.blur(Math.max(2, Math.round(r / 40))),
    })
  }
  out += scatter(
    cx - r * 0.1,
    cy - r * 0.05,
    r * 0.55,
    r * 0.5,
    rng,
    ['#5a3414', '#6e421a', '#3e220c'],
    60,
    r * 0.035,
  )
  for (let i = 0; i < 8; i++) {
    const [x, y] = inEllipse(cx, cy, r * 0.6, r * 0.6, rng)
    out += el('path', {
      d: blob(x, y, r * 0.05, r * 0.03, rng, { rot: rng.range(0, TAU) }),
      fill: '#b3261a',
    })
  }
  for (let i = 0; i < 14; i++) {
    const [x, y] = inEllipse(cx, cy, r * 0.85, r * 0.85, rng, 0.6)
    const s = r * rng.range(0.012, 0.03)
    out += el('ellipse', { cx: x, cy: y, rx: s * 1.3, ry: s, fill: '#ffe9a8', opacity: 0.8 })
  }
  for (let i = 0; i < 4; i++) {
    const [x, y] = inEllipse(cx, cy, r * 0.6, r * 0.6, rng)
    out += coriander(defs, x, y, r * 0.09, rng)
  }
  return out
}
