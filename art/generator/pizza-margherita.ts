// Pizza Margherita card image (art/pizza-margherita.svg, 1200×900): a blistered stone-oven pizza seen
// from above on an oak board — tomato, melted mozzarella, basil — with chili flakes and cherry tomatoes.

import { brassBowl, powder, scatter } from './food.ts'
import {
  Defs,
  blob,
  blobPts,
  circlePath,
  createRng,
  curve,
  el,
  g,
  grain,
  inEllipse,
  n,
  polar,
  ribbon,
  shadow,
  smooth,
  svgDoc,
  type Pt,
  type Rng,
} from './lib.ts'
import { vignette, warmLight, woodTable } from './surfaces.ts'

const TAU = Math.PI * 2

function board(defs: Defs, cx: number, cy: number, r: number, rng: Rng): string {
  const d = circlePath(cx, cy, r)
  const handle = `M${n(cx + r * 0.55)} ${n(cy - r * 0.75)}L${n(cx + r * 1.05)} ${n(cy - r * 1.35)}a${n(r * 0.11)} ${n(r * 0.11)} 0 0 1 ${n(r * 0.16)} ${n(r * 0.14)}L${n(cx + r * 0.78)} ${n(cy - r * 0.52)}Z`
  const fill = defs.radial(
    'oak',
    [
      [0, '#c98f55'],
      [0.7, '#a9703d'],
      [1, '#7c4d25'],
    ],
    { fx: 0.4, fy: 0.35 },
  )
  let grainLines = ''
  for (let y = cy - r * 1.4; y < cy + r; y += rng.range(5, 13)) {
    const pts: Pt[] = []
    for (let x = cx - r - 40; x <= cx + r * 1.3; x += 170)
      pts.push([x, y + Math.sin(x * 0.01 + y) * 4])
    grainLines += smooth(pts, false)
  }
  // Board and handle are separate shapes: one path with both would cancel where they overlap.
  const clip = defs.add(
    'board-clip',
    el('clipPath', { id: 'board-clip' }, el('path', { d }) + el('path', { d: handle })),
  )
  return (
    shadow(defs, d, { dx: 14, dy: 24, sd: 18, op: 0.75 }) +
    shadow(defs, handle, { dx: 14, dy: 24, sd: 18, op: 0.75 }) +
    el('path', { d: handle, fill }) +
    el('path', { d, fill }) +
    g(
      { 'clip-path': clip },
      el('path', {
        d: grainLines,
        stroke: '#6d411d',
        'stroke-width': 1.4,
        fill: 'none',
        opacity: 0.35,
      }) + el('circle', { cx: cx + r * 1.02, cy: cy - r * 1.25, r: r * 0.04, fill: '#2a1a11' }),
    ) +
    el('circle', {
      cx,
      cy,
      r: r - 3,
      fill: 'none',
      stroke: '#e3b27a',
      'stroke-width': 3,
      opacity: 0.5,
    }) +
    el('circle', {
      cx,
      cy,
      r: r * 0.93,
      fill: 'none',
      stroke: '#5e3a1c',
      'stroke-width': 2,
      opacity: 0.3,
    })
  )
}

function basil(
  defs: Defs,
  x: number,
  y: number,
  len: number,
  rot: number,
  rng: Rng,
  baked: boolean,
): string {
  const a = polar(x, y, -len / 2, rot)
  const b = polar(x, y, len / 2, rot)
  const c = polar(x, y, len * rng.range(0.08, 0.18), rot + Math.PI / 2)
  const pts = curve(a, c, b, 14)
  const w = len * 0.55
  const d = ribbon(pts, (t) => w * Math.sin(Math.PI * Math.pow(t, 0.85)) ** 0.75 + 0.5)
  const fill = defs.radial(
    baked ? 'basil-baked' : 'basil',
    baked
      ? [
          [0, '#5a9a3e'],
          [0.7, '#2f6e2a'],
          [1, '#1c4a1c'],
        ]
      : [
          [0, '#7cc052'],
          [0.65, '#3f8a34'],
          [1, '#24602a'],
        ],
    { fx: 0.35, fy: 0.3 },
  )
  let veins = smooth(pts.slice(0, 13), false)
  for (let i = 3; i < 12; i += 2) {
    const p = pts[i] as Pt
    const q = pts[i + 2] as Pt
    for (const k of [-1, 1]) {
      const side = polar(0, 0, w * 0.35, rot + (k * Math.PI) / 2)
      veins += `M${n(p[0])} ${n(p[1])}Q${n(p[0] + side[0] * 0.6)} ${n(p[1] + side[1] * 0.6)} ${n(q[0] + side[0])} ${n(q[1] + side[1])}`
    }
  }
  return (
    shadow(defs, d, { dx: 3, dy: 6, sd: 4, op: 0.45 }) +
    el('path', { d, fill }) +
    el('path', {
      d: veins,
      fill: 'none',
      stroke: '#9fd47a',
      'stroke-width': Math.max(0.8, len * 0.018),
      opacity: 0.55,
    }) +
    el('path', {
      d: ribbon(
        pts.slice(3, 11).map(([px, py]) => [px - w * 0.14, py - w * 0.12] as Pt),
        (t) => w * 0.2 * Math.sin(Math.PI * t),
      ),
      fill: '#eaffd8',
      opacity: 0.35,
    })
  )
}

function mozzarella(defs: Defs, x: number, y: number, r: number, rng: Rng): string {
  const d = blob(x, y, r, r * rng.range(0.7, 0.95), rng, {
    points: 13,
    jitter: 0.2,
    rot: rng.range(0, TAU),
  })
  const fill = defs.radial(
    'mozz',
    [
      [0, '#fffdf6'],
      [0.6, '#fbf0d6'],
      [0.9, '#f2d9a6'],
      [1, '#e0b06a'],
    ],
    { fx: 0.4, fy: 0.35, r: 0.55 },
  )
  let out = el('path', {
    d,
    fill: '#f0a678',
    opacity: 0.4,
    transform: `scale(1.12) translate(${n(-x * 0.107)} ${n(-y * 0.107)})`,
    filter: defs.blur(5),
  })
  out += el('path', { d, fill })
  for (let i = 0; i < 3; i++) {
    const [bx, by] = inEllipse(x, y, r * 0.7, r * 0.6, rng)
    out += el('path', {
      d: blob(bx, by, r * rng.range(0.1, 0.22), r * rng.range(0.06, 0.14), rng),
      fill: '#d9953e',
      opacity: 0.35,
      filter: defs.blur(3),
    })
  }
  out += el('path', {
    d: blob(x - r * 0.3, y - r * 0.3, r * 0.3, r * 0.12, rng, { rot: -0.6 }),
    fill: '#ffffff',
    opacity: 0.8,
  })
  return out
}

function pizza(defs: Defs, cx: number, cy: number, r: number, rng: Rng): string {
  const outline = blobPts(cx, cy, r, r, rng, { points: 30, jitter: 0.02 })
  const d = smooth(outline)
  const crust = defs.radial('crust', [
    [0.78, '#e9b368'],
    [0.87, '#f2c683'],
    [0.95, '#cf8a40'],
    [1, '#8a4a1a'],
  ])
  const sauceD = blob(cx, cy, r * 0.83, r * 0.83, rng, { points: 24, jitter: 0.025 })
  const sauce = defs.radial(
    'tomato',
    [
      [0, '#d9482a'],
      [0.7, '#c2361e'],
      [1, '#8e2412'],
    ],
    { fx: 0.42, fy: 0.4 },
  )
  let out = shadow(defs, d, { dx: 8, dy: 14, sd: 10, op: 0.6 }) + el('path', { d, fill: crust })
  // Leopard spotting and puffed bubbles on the cornicione.
  let crustMarks = ''
  for (let i = 0; i < 60; i++) {
    const a = rng.range(0, TAU)
    const [x, y] = polar(cx, cy, r * rng.range(0.86, 0.97), a)
    const s = r * rng.range(0.012, 0.035)
    crustMarks += el('path', {
      d: blob(x, y, s * 2, s * 1.4, rng, { rot: a + Math.PI / 2 }),
      fill: '#8a4515',
      opacity: 0.5,
      filter: defs.blur(2),
    })
    crustMarks += el('path', {
      d: blob(x, y, s, s * 0.7, rng, { rot: a + Math.PI / 2 }),
      fill: '#2a1106',
      opacity: rng.range(0.6, 0.95),
    })
  }
  for (let i = 0; i < 18; i++) {
    const a = rng.range(0, TAU)
    const [x, y] = polar(cx, cy, r * 0.9, a)
    crustMarks += el('ellipse', {
      cx: x - 3,
      cy: y - 3,
      rx: r * 0.05,
      ry: r * 0.02,
      fill: '#fff0cc',
      opacity: 0.35,
      transform: `rotate(${n((a * 180) / Math.PI + 90)} ${n(x)} ${n(y)})`,
    })
  }
  out += g({ 'clip-path': defs.clip('pizza-clip', d) }, crustMarks)
  out += el('path', {
    d: sauceD,
    fill: '#7a2010',
    opacity: 0.5,
    transform: 'translate(2 4)',
    filter: defs.blur(4),
  })
  out += el('path', { d: sauceD, fill: sauce })
  let top = ''
  for (let i = 0; i < 14; i++) {
    const [x, y] = inEllipse(cx, cy, r * 0.8, r * 0.8, rng, 0.7)
    top += el('path', {
      d: blob(x, y, r * rng.range(0.08, 0.18), r * rng.range(0.05, 0.1), rng, {
        rot: rng.range(0, TAU),
      }),
      fill: i % 2 ? '#ee7446' : '#8e1d0c',
      opacity: 0.45,
      filter: defs.blur(8),
    })
  }
  top += el('path', {
    d: sauceD,
    fill: 'none',
    stroke: '#7e1c0c',
    'stroke-width': r * 0.05,
    opacity: 0.5,
    filter: defs.blur(6),
  })
  for (let i = 0; i < 30; i++) {
    const [x, y] = inEllipse(cx, cy, r * 0.78, r * 0.78, rng, 0.6)
    top += el('path', {
      d: blob(x, y, r * rng.range(0.02, 0.06), r * rng.range(0.015, 0.04), rng),
      fill: i % 3 ? '#e8603a' : '#8a1e0e',
      opacity: 0.55,
    })
  }
  const mozz: [number, number, number][] = [
    [-0.42, -0.3, 0.17],
    [0.1, -0.5, 0.15],
    [0.45, -0.15, 0.16],
    [-0.1, 0.05, 0.18],
    [-0.5, 0.25, 0.15],
    [0.2, 0.42, 0.17],
    [0.52, 0.3, 0.12],
    [-0.15, 0.55, 0.12],
  ]
  for (const [dx, dy, s] of mozz) top += mozzarella(defs, cx + dx * r, cy + dy * r, s * r, rng)
  // Olive oil beads.
  for (let i = 0; i < 18; i++) {
    const [x, y] = inEllipse(cx, cy, r * 0.75, r * 0.75, rng, 0.7)
    const s = r * rng.range(0.008, 0.02)
    top +=
      el('ellipse', { cx: x, cy: y, rx: s * 1.4, ry: s, fill: '#f7c64a', opacity: 0.7 }) +
      el('circle', { cx: x - s * 0.4, cy: y - s * 0.3, r: s * 0.4, fill: '#fff', opacity: 0.8 })
  }
  const leaves: [number, number, number, number][] = [
    [0.2, -0.2, 0.3, 0.4],
    [-0.3, -0.05, 0.28, 2.2],
    [0.3, 0.17, 0.26, -1.1],
    [-0.25, 0.38, 0.27, 0.9],
    [-0.08, -0.4, 0.24, 2.9],
    [0.05, 0.25, 0.2, 1.9],
  ]
  for (const [dx, dy, s, rot] of leaves)
    top += basil(defs, cx + dx * r, cy + dy * r, s * r, rot, rng, true)
  // Slice cuts.
  let cuts = ''
  for (let i = 0; i < 3; i++) {
    const a = 0.35 + (i * Math.PI) / 3
    const p = polar(cx, cy, r * 0.98, a)
    const q = polar(cx, cy, r * 0.98, a + Math.PI)
    cuts += `M${n(p[0])} ${n(p[1])}L${n(q[0])} ${n(q[1])}`
  }
  out += g({ 'clip-path': defs.clip('sauce-clip', sauceD) }, top)
  out += g(
    { 'clip-path': defs.clip('pizza-clip', d) },
    el('path', { d: cuts, stroke: '#4a1508', 'stroke-width': 3.5, opacity: 0.3 }) +
      el('path', {
        d: cuts,
        stroke: '#ffd9a0',
        'stroke-width': 1.2,
        opacity: 0.35,
        transform: 'translate(-2.5 -2)',
      }),
  )
  return out
}

function cherryTomato(defs: Defs, x: number, y: number, r: number, rng: Rng): string {
  const fill = defs.radial(
    'cherry',
    [
      [0, '#ff8a6a'],
      [0.3, '#e0341e'],
      [1, '#8a140a'],
    ],
    { fx: 0.35, fy: 0.3, r: 0.6 },
  )
  let calyx = ''
  const rot = rng.range(0, TAU)
  for (let i = 0; i < 5; i++) {
    const a = rot + (i / 5) * TAU
    calyx += ribbon(
      curve([x, y], polar(x, y, r * 0.3, a + 0.3), polar(x, y, r * 0.6, a), 6),
      (t) => r * 0.18 * (1 - t) + 0.5,
    )
  }
  return (
    shadow(defs, circlePath(x, y, r), { dx: r * 0.15, dy: r * 0.25, sd: 6, op: 0.6 }) +
    el('circle', { cx: x, cy: y, r, fill }) +
    el('ellipse', {
      cx: x - r * 0.38,
      cy: y - r * 0.38,
      rx: r * 0.22,
      ry: r * 0.12,
      fill: '#fff',
      opacity: 0.7,
      transform: `rotate(-40 ${n(x - r * 0.38)} ${n(y - r * 0.38)})`,
    }) +
    el('path', { d: calyx, fill: '#3f7a2a' })
  )
}

export function pizzaMargherita(): string {
  const W = 1200
  const H = 900
  const rng = createRng(1889)
  const defs = new Defs()
  let body = woodTable(defs, W, H, rng, 150)
  body += warmLight(defs, 560, 460, 640, 0.2)
  body += board(defs, 570, 470, 420, rng)
  body += pizza(defs, 570, 470, 370, rng)
  body += brassBowl(
    defs,
    'pz-flakes',
    110,
    120,
    95,
    (r) =>
      powder(defs, 110, 120, r, rng, '#e0553a', '#a3301f', '#5e160b', 40) +
      scatter(110, 120, r, r, rng, ['#7a1a0c', '#c8402a', '#f0c060'], 90, r * 0.06),
  )
  body += scatter(230, 200, 70, 40, rng, ['#7a1a0c', '#c8402a', '#e8b050'], 30, 4)
  body += `<path d="M1190 600Q1160 650 1140 680M1165 640Q1110 700 1080 760M1120 700Q1060 790 1030 850" stroke="#4d6b25" stroke-width="5" fill="none" stroke-linecap="round"/>`
  body +=
    cherryTomato(defs, 1080, 760, 44, rng) +
    cherryTomato(defs, 1140, 680, 40, rng) +
    cherryTomato(defs, 1030, 850, 38, rng)
  body +=
    basil(defs, 120, 760, 120, -0.6, rng, false) +
    basil(defs, 190, 830, 100, 0.5, rng, false) +
    basil(defs, 90, 860, 90, -1.6, rng, false)
  body += vignette(defs, W, H, 0.48, 0.52, 0.7)
  body += grain(defs, W, H)
  return svgDoc(W, H, defs, body)
}
