// "Über uns" image (art/about.svg, 1200×900): looking down into a glowing clay tandoor — naan slapped on
// its inner wall, seekh skewers over the coals — beside a steel masala dabba of imported spices, with
// cinnamon, star anise, dried chilies and bay leaves on the counter, all lit by the oven's glow.

import {
  bayLeaf,
  cardamom,
  chickenPiece,
  chili,
  cinnamon,
  naan,
  powder,
  scatter,
  seeds,
  starAnise,
} from './food.ts'
import {
  Defs,
  blob,
  circlePath,
  createRng,
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

function tandoor(defs: Defs, cx: number, cy: number, r: number, rng: Rng): string {
  const clay = defs.radial(
    'tandoor-clay',
    [
      [0, '#e0a474'],
      [0.55, '#c07a48'],
      [0.85, '#9a5530'],
      [1, '#6a3418'],
    ],
    { fx: 0.55, fy: 0.5, r: 0.55 },
  )
  const rim = defs.radial('tandoor-rim', [
    [0.78, '#8a4424'],
    [0.86, '#e6ad7a'],
    [0.94, '#c98552'],
    [1, '#8e4a26'],
  ])
  const mouth = r * 0.62
  const pit = defs.radial('tandoor-pit', [
    [0, '#fff6c8'],
    [0.1, '#ffd060'],
    [0.24, '#ff8a24'],
    [0.4, '#c2420f'],
    [0.65, '#5a1a08'],
    [1, '#240904'],
  ])
  let out = shadow(defs, circlePath(cx, cy, r), { dx: 18, dy: 28, sd: 24, op: 0.8 })
  out += el('circle', { cx, cy, r, fill: clay })
  // Hand-plastered clay: mottling and hairline cracks.
  let tex = ''
  for (let i = 0; i < 22; i++) {
    const [x, y] = inEllipse(cx, cy, r * 0.95, r * 0.95, rng, 0.5)
    tex += el('path', {
      d: blob(x, y, r * rng.range(0.06, 0.16), r * rng.range(0.04, 0.1), rng),
      fill: i % 2 ? '#f0bf8e' : '#7a3c1c',
      opacity: 0.35,
      filter: defs.blur(6),
    })
  }
  let cracks = ''
  for (let i = 0; i < 4; i++) {
    const a = rng.range(0, TAU)
    const pts: Pt[] = []
    let rr = r * 0.72
    for (let k = 0; k < 5; k++) {
      pts.push(polar(cx, cy, rr, a + rng.range(-0.05, 0.05)))
      rr += r * rng.range(0.04, 0.07)
    }
    cracks += smooth(pts, false)
  }
  out += g(
    { 'clip-path': defs.clip('tandoor-body', circlePath(cx, cy, r)) },
    tex +
      el('path', {
        d: cracks,
        stroke: '#4a2010',
        'stroke-width': 1.2,
        fill: 'none',
        opacity: 0.35,
      }),
  )
  // Soot from years of fire darkens the clay around the mouth.
  out += el('circle', {
    cx,
    cy,
    r: mouth * 1.5,
    fill: defs.radial('soot', [
      [0.6, '#1a0804', 0.7],
      [1, '#1a0804', 0],
    ]),
  })
  out += el('circle', { cx, cy, r: mouth * 1.28, fill: rim })
  out += el('circle', { cx, cy, r: mouth, fill: pit })
  // The funnel of the inner wall: concentric rings fading towards the fire.
  for (let i = 1; i < 5; i++) {
    out += el('circle', {
      cx,
      cy,
      r: mouth * (1 - i * 0.13),
      fill: 'none',
      stroke: '#2a0c04',
      'stroke-width': 2,
      opacity: 0.25 - i * 0.04,
    })
  }
  // Naan baking on the wall, stretched along the wall and lit from below.
  const wall = defs.clip('tandoor-mouth', circlePath(cx, cy, mouth))
  let breads = ''
  for (let i = 0; i < 6; i++) {
    const a = 0.3 + (i / 6) * TAU + rng.range(-0.12, 0.12)
    const [x, y] = polar(cx, cy, mouth * 0.7, a)
    breads += naan(
      defs,
      `t-naan${i}`,
      x,
      y,
      mouth * 0.27,
      mouth * 0.13,
      a + Math.PI / 2,
      rng,
      false,
    )
  }
  breads += el('circle', {
    cx,
    cy,
    r: mouth,
    fill: defs.radial('naan-glow', [
      [0, '#ff8a2a', 0],
      [0.45, '#ff7a1a', 0.15],
      [0.75, '#3a1006', 0.35],
      [1, '#1a0602', 0.75],
    ]),
  })
  // Coals at the bottom.
  for (let i = 0; i < 40; i++) {
    const [x, y] = inEllipse(cx, cy, mouth * 0.26, mouth * 0.26, rng, 0.8)
    const s = mouth * rng.range(0.025, 0.05)
    breads += el('path', {
      d: blob(x, y, s, s * 0.8, rng, { points: 6, jitter: 0.25 }),
      fill: rng.pick(['#2a0e05', '#ffd166', '#ff8c2a', '#c2410c', '#fff0a0']),
      opacity: 0.9,
    })
  }
  // Flames licking up from the coals.
  const flame = defs.radial(
    'tandoor-flame',
    [
      [0, '#fff7d0', 0.95],
      [0.4, '#ffc24a', 0.8],
      [1, '#ff6a1a', 0],
    ],
    { cx: 0.5, cy: 0.5 },
  )
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * TAU + rng.range(-0.2, 0.2)
    const len = mouth * rng.range(0.28, 0.45)
    const pts: Pt[] = [
      [cx, cy],
      polar(cx, cy, len * 0.5, a + rng.range(-0.25, 0.25)),
      polar(cx, cy, len, a + rng.range(-0.3, 0.3)),
    ]
    breads += el('path', {
      d: ribbon(
        pts,
        (t) =>
          mouth * 0.14 * Math.sin(Math.PI * Math.min(1, t * 0.9 + 0.1)) ** 0.6 * (1 - t * 0.7) +
          0.5,
      ),
      fill: flame,
      opacity: 0.85,
    })
  }
  out += g({ 'clip-path': wall }, breads)
  out += el('circle', {
    cx,
    cy,
    r: mouth * 0.45,
    fill: defs.radial('coal-glow', [
      [0, '#fff5c0', 0.7],
      [0.35, '#ffb040', 0.35],
      [1, '#ff8a2a', 0],
    ]),
  })
  out += el('circle', {
    cx,
    cy,
    r: mouth * 1.0,
    fill: 'none',
    stroke: '#ffcf94',
    'stroke-width': 3,
    opacity: 0.5,
  })
  return out
}

function skewer(defs: Defs, a: Pt, b: Pt, rng: Rng, pieces: number): string {
  const d = `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`
  let out = el('path', {
    d,
    stroke: '#000',
    'stroke-width': 8,
    opacity: 0.5,
    transform: 'translate(8 14)',
    filter: defs.blur(4),
  })
  out += el('path', { d, stroke: '#8f9496', 'stroke-width': 7, 'stroke-linecap': 'round' })
  out += el('path', {
    d,
    stroke: '#eef1f2',
    'stroke-width': 2,
    transform: 'translate(-1 -2)',
    opacity: 0.8,
  })
  out += el('circle', {
    cx: a[0],
    cy: a[1],
    r: 16,
    fill: 'none',
    stroke: '#8f9496',
    'stroke-width': 6,
  })
  for (let i = 0; i < pieces; i++) {
    const t = 0.3 + (i / (pieces - 1)) * 0.5
    const x = a[0] + (b[0] - a[0]) * t
    const y = a[1] + (b[1] - a[1]) * t
    if (i % 2 === 1) {
      const pepper = blob(x, y, 24, 19, rng, { points: 5, jitter: 0.1, rot: rng.range(0, TAU) })
      out += el('path', {
        d: pepper,
        fill: i % 4 === 1 ? '#3f7a2c' : '#f1e3d3',
        stroke: i % 4 === 1 ? '#24501a' : '#a9607a',
        'stroke-width': 3,
      })
      out += el('path', {
        d: blob(x - 5, y - 5, 6, 3, rng, { rot: -0.6 }),
        fill: '#fff',
        opacity: 0.5,
      })
    } else {
      out += chickenPiece(defs, x, y, 30, rng)
    }
  }
  return out
}

function dabba(defs: Defs, cx: number, cy: number, r: number, rng: Rng): string {
  const steel = defs.radial(
    'steel',
    [
      [0, '#fbf3e6'],
      [0.5, '#cfc3b2'],
      [0.85, '#8f8272'],
      [1, '#5a4f44'],
    ],
    { fx: 0.35, fy: 0.3, r: 0.6 },
  )
  const cupFill = defs.radial(
    'steel-cup',
    [
      [0, '#6d6358'],
      [0.8, '#b8ab99'],
      [1, '#efe4d2'],
    ],
    { cx: 0.55, cy: 0.55 },
  )
  let out = shadow(defs, circlePath(cx, cy, r), { dx: 14, dy: 22, sd: 16, op: 0.75 })
  out += el('circle', { cx, cy, r, fill: steel })
  out += el('circle', {
    cx,
    cy,
    r: r * 0.94,
    fill: 'none',
    stroke: '#fffaf0',
    'stroke-width': 3,
    opacity: 0.6,
  })
  const cr = r * 0.27
  const spots: Pt[] = [
    [cx, cy],
    ...[0, 1, 2, 3, 4, 5].map((i) => polar(cx, cy, r * 0.6, -Math.PI / 2 + (i / 6) * TAU)),
  ]
  const fills: ((x: number, y: number, rr: number) => string)[] = [
    (x, y, rr) => powder(defs, x, y, rr, rng, '#ffe07a', '#e6a526', '#a86a0c'),
    (x, y, rr) => powder(defs, x, y, rr, rng, '#ee6a45', '#b8321c', '#6a160a'),
    (x, y, rr) => seeds(x, y, rr, rng, ['#8a5a2a', '#a8743a', '#6e4420', '#5a3818'], 80, 0.16),
    (x, y, rr) => seeds(x, y, rr, rng, ['#d9c08a', '#c9a868', '#b8944e', '#a88440'], 60, 0.1),
    (x, y, rr) => seeds(x, y, rr, rng, ['#2a1a12', '#3d2418', '#1a0f0a', '#4a2c1c'], 90, 0.06),
    (x, y, rr) =>
      el('circle', { cx: x, cy: y, r: rr, fill: '#4a5a2a' }) +
      [0, 1, 2, 3, 4, 5, 6]
        .map((k) =>
          cardamom(
            defs,
            x + Math.cos(k * 2.4) * rr * 0.5 * (k ? 1 : 0),
            y + Math.sin(k * 2.4) * rr * 0.5 * (k ? 1 : 0),
            rr * 0.32,
            k * 1.3,
          ),
        )
        .join(''),
    (x, y, rr) => powder(defs, x, y, rr, rng, '#c89a62', '#8e5e30', '#4a2c14'),
  ]
  spots.forEach(([x, y], i) => {
    out += el('circle', { cx: x, cy: y, r: cr, fill: cupFill })
    out += g(
      { 'clip-path': defs.clip(`dabba-${i}`, circlePath(x, y, cr * 0.86)) },
      (fills[i] ?? fills[0])!(x, y, cr * 0.86),
    )
    out += el('circle', {
      cx: x,
      cy: y,
      r: cr * 0.86,
      fill: defs.radial(
        'cup-shade',
        [
          [0.7, '#000', 0],
          [1, '#1c120a', 0.5],
        ],
        { cx: 0.56, cy: 0.58 },
      ),
    })
    out += el('circle', {
      cx: x,
      cy: y,
      r: cr * 0.97,
      fill: 'none',
      stroke: '#fff8ec',
      'stroke-width': 2,
      opacity: 0.55,
    })
  })
  return out
}

function clayPot(defs: Defs, cx: number, cy: number, r: number, rng: Rng): string {
  const fill = defs.radial(
    'pot',
    [
      [0, '#d98a58'],
      [0.6, '#b0603a'],
      [1, '#6e3318'],
    ],
    { fx: 0.35, fy: 0.3, r: 0.6 },
  )
  return (
    shadow(defs, circlePath(cx, cy, r), { dx: 10, dy: 16, sd: 10, op: 0.7 }) +
    el('circle', { cx, cy, r, fill }) +
    el('circle', { cx, cy, r: r * 0.62, fill: '#5a2812' }) +
    g(
      { 'clip-path': defs.clip('pot-in', circlePath(cx, cy, r * 0.56)) },
      seeds(cx, cy, r * 0.56, rng, ['#1a0f0a', '#3a2418', '#2a1a12'], 70, 0.07),
    ) +
    el('circle', {
      cx,
      cy,
      r: r * 0.62,
      fill: 'none',
      stroke: '#f0b07a',
      'stroke-width': 3,
      opacity: 0.6,
    })
  )
}

export function about(): string {
  const W = 1200
  const H = 900
  const rng = createRng(1947)
  const defs = new Defs()
  let body = woodTable(defs, W, H, rng, 150)
  body += tandoor(defs, 400, 470, 370, rng)
  body += skewer(defs, [130, 240], [640, 520], rng, 5)
  body += skewer(defs, [170, 720], [650, 420], rng, 5)
  body += dabba(defs, 930, 290, 230, rng)
  body += clayPot(defs, 1120, 640, 70, rng)
  body +=
    cinnamon(defs, 920, 650, 240, 30, 8) +
    cinnamon(defs, 900, 690, 220, 26, 14) +
    cinnamon(defs, 940, 700, 200, 28, -4)
  body +=
    starAnise(defs, 790, 770, 40, 0.2) +
    starAnise(defs, 1060, 790, 36, 1.1) +
    starAnise(defs, 1150, 860, 30, 0.5)
  body +=
    chili(defs, [760, 860], [850, 880], [930, 840], 24) +
    chili(defs, [980, 870], [1000, 820], [1080, 790], 22) +
    chili(defs, [1140, 500], [1100, 560], [1160, 600], 22)
  body +=
    bayLeaf(defs, [720, 620], [760, 560], [840, 560], 34) +
    bayLeaf(defs, [1160, 420], [1120, 470], [1180, 520], 30)
  body +=
    scatter(860, 560, 50, 25, rng, ['#e6a526', '#c98a1c'], 40, 3) +
    scatter(1000, 600, 40, 20, rng, ['#b8321c', '#8a1e10'], 30, 3)
  body += cardamom(defs, 700, 850, 20, 0.8) + cardamom(defs, 1050, 560, 18, 2.3)
  // The oven lights the room.
  body += warmLight(defs, 400, 470, 700, 0.22, '#ff9a3a')
  body += vignette(defs, W, H, 0.4, 0.5, 0.75)
  body += grain(defs, W, H)
  return svgDoc(W, H, defs, body)
}
