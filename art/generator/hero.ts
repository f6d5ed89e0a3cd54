// Hero background (art/hero.svg, 1920×1080): an Indian feast on a dark wood table — butter chicken and
// dal in copper karahis, naan, rice, spice bowls, a lit diya. The food sits right of centre and along
// the top and bottom edges; the left and centre stay dark and calm for the white headline, and a
// built-in night gradient keeps that text above 4.5:1 (art/generator/check-hero-contrast.ts proves it).
// On a 390×700 phone (cover, centred) only x≈660–1260 shows: food frames the top and bottom there.

import {
  brassBowl,
  cardamom,
  chickenPiece,
  chili,
  cinnamon,
  copperBowl,
  coriander,
  creamSwirl,
  dalSurface,
  diya,
  makhaniSauce,
  naan,
  powder,
  riceHeap,
  scatter,
  seeds,
  starAnise,
} from './food.ts'
import { Defs, createRng, el, grain, svgDoc, type Pt } from './lib.ts'
import { warmLight, woodTable } from './surfaces.ts'

export function hero(): string {
  const W = 1920
  const H = 1080
  const rng = createRng(6)
  const defs = new Defs()
  let body = woodTable(defs, W, H, rng, 190)
  body += warmLight(defs, 1450, 560, 900, 0.18)

  // Top edge: naan and rice, cut by the frame like a real overhead shot.
  body += naan(defs, 'h-naan1', 930, 25, 250, 150, 0.15, rng)
  body += naan(defs, 'h-naan2', 1830, 90, 200, 130, 2.2, rng)
  body += brassBowl(defs, 'h-rice', 1290, 95, 140, (r) => riceHeap(defs, 1290, 95, r, rng, 170))

  // Bottom edge: spice bowls in a loose row.
  body += brassBowl(defs, 'h-turmeric', 790, 1010, 95, (r) =>
    powder(defs, 790, 1010, r, rng, '#fbd56a', '#e0a22b', '#a8680f'),
  )
  body += brassBowl(defs, 'h-chili', 1020, 1040, 90, (r) =>
    powder(defs, 1020, 1040, r, rng, '#e8603e', '#b3321c', '#6a160a'),
  )
  body += brassBowl(defs, 'h-cumin', 1240, 990, 80, (r) =>
    seeds(1240, 990, r, rng, ['#8a5a2a', '#a8743a', '#6e4420', '#5a3818']),
  )
  body += chili(defs, [600, 920], [650, 1000], [560, 1070], 26)
  body += chili(defs, [1390, 1010], [1470, 990], [1520, 1060], 24)
  body +=
    cardamom(defs, 920, 930, 20, 0.4) +
    cardamom(defs, 1130, 960, 18, 2) +
    cardamom(defs, 1340, 905, 19, 1.1)
  body += starAnise(defs, 905, 1000, 34, 0.3)
  body += scatter(1130, 1000, 60, 30, rng, ['#b3321c', '#8a1e10'], 40, 3)

  // The two karahis, centre right.
  const bx = 1540
  const by = 560
  body += copperBowl(
    defs,
    'h-bc',
    bx,
    by,
    300,
    (fr) => {
      let inner = makhaniSauce(defs, bx + 6, by + 9, fr, rng)
      const spots: Pt[] = [
        [-130, -110],
        [20, -165],
        [150, -70],
        [-170, 40],
        [140, 110],
        [-60, 165],
        [60, 60],
        [-90, -20],
        [-10, -90],
        [90, -10],
        [-130, 120],
        [30, 185],
      ]
      for (const [dx, dy] of spots)
        inner += chickenPiece(defs, bx + dx, by + dy, rng.range(34, 46), rng)
      inner += creamSwirl(bx + 5, by + 5, 130, 1.7, 13, 0.6, rng)
      for (let i = 0; i < 7; i++) {
        const a = rng.range(0, Math.PI * 2)
        const r = rng.range(50, 200)
        inner += coriander(defs, bx + Math.cos(a) * r, by + Math.sin(a) * r, rng.range(14, 19), rng)
      }
      return inner
    },
    -0.3,
  )
  body += copperBowl(
    defs,
    'h-dal',
    1830,
    980,
    190,
    (fr) => dalSurface(defs, 1834, 984, fr, rng),
    0.9,
  )
  body +=
    coriander(defs, 1230, 820, 22, rng) +
    coriander(defs, 1262, 850, 17, rng) +
    coriander(defs, 1200, 862, 15, rng)

  // Quiet left side: a few whole spices in the corners only.
  body += cinnamon(defs, 170, 130, 230, 30, -12) + cinnamon(defs, 210, 175, 200, 26, -4)
  body += starAnise(defs, 420, 110, 40, 0.8)
  body += cardamom(defs, 360, 190, 18, 2.5)
  body += chili(defs, [60, 930], [150, 980], [250, 1040], 24)

  // Night shade under the headline: an ellipse centred on the text, so the food on the top and
  // bottom edges keeps its colour while the middle stays calm.
  const shade = (
    id: string,
    cx: number,
    cy: number,
    rx: number,
    ry: number,
    stops: [number, number][],
  ) =>
    defs.add(
      id,
      el(
        'radialGradient',
        {
          id,
          gradientUnits: 'userSpaceOnUse',
          cx: 0,
          cy: 0,
          r: 1,
          gradientTransform: `translate(${cx} ${cy}) scale(${rx} ${ry})`,
        },
        stops
          .map(([o, a]) => el('stop', { offset: o, 'stop-color': '#1d120c', 'stop-opacity': a }))
          .join(''),
      ),
    )
  body += el('rect', {
    width: W,
    height: H,
    fill: shade('hero-shade', 520, 540, 1000, 560, [
      [0, 0.78],
      [0.55, 0.68],
      [0.8, 0.35],
      [1, 0],
    ]),
  })
  body += el('rect', {
    width: W,
    height: H,
    fill: shade('hero-phone', 960, 540, 430, 330, [
      [0, 0.55],
      [0.6, 0.4],
      [1, 0],
    ]),
  })
  body += diya(defs, 380, 960, 40, -0.4, rng)
  body += warmLight(defs, 380, 960, 260, 0.12)
  body += el('rect', {
    width: W,
    height: H,
    fill: defs.radial(
      'hero-vig',
      [
        [0.6, '#000', 0],
        [1, '#050201', 0.6],
      ],
      { cx: 0.6, cy: 0.5, r: 0.8 },
    ),
  })
  body += grain(defs, W, H, 0.06)
  return svgDoc(W, H, defs, body)
}
