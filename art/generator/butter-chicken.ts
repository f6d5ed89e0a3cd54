// Butter chicken card image (art/butter-chicken.svg, 1200×900): a copper karahi of makhani with
// charred chicken, a cream swirl and coriander, naan and rice beside it on the dark wood table.

import {
  brassBowl,
  cardamom,
  chickenPiece,
  chili,
  copperBowl,
  coriander,
  creamSwirl,
  makhaniSauce,
  naan,
  riceHeap,
} from './food.ts'
import { Defs, createRng, grain, svgDoc, type Pt } from './lib.ts'
import { napkin, vignette, warmLight, woodTable } from './surfaces.ts'

export function butterChicken(): string {
  const W = 1200
  const H = 900
  const rng = createRng(2024)
  const defs = new Defs()
  let body = woodTable(defs, W, H, rng, 150)
  body += warmLight(defs, 520, 420, 620, 0.22)
  body += napkin(defs, 'M-40 560L520 640L470 960L-40 960Z', rng, '#efe0c4', '#b89a6c', 'bc-napkin')
  body += `<path d="M-40 600L515 678" stroke="#a3301f" stroke-width="14" opacity="0.9"/><path d="M-40 624L512 702" stroke="#e0a22b" stroke-width="5" opacity="0.9"/>`
  body += brassBowl(defs, 'bc-rice', 1090, 130, 150, (r) => riceHeap(defs, 1090, 130, r, rng, 220))
  body += naan(defs, 'bc-naan2', 1050, 520, 200, 140, 1.9, rng)
  body += naan(defs, 'bc-naan1', 1010, 760, 210, 150, 0.5, rng)
  const cx = 520
  const cy = 430
  body += copperBowl(
    defs,
    'bc-bowl',
    cx,
    cy,
    340,
    (fr) => {
      let inner = makhaniSauce(defs, cx + 7, cy + 10, fr, rng)
      const spots: Pt[] = [
        [-150, -130],
        [30, -185],
        [175, -80],
        [-195, 40],
        [160, 120],
        [-70, 185],
        [70, 70],
        [-100, -20],
        [200, -190],
        [-20, -100],
        [100, -40],
        [-150, 120],
        [40, 200],
        [230, 20],
      ]
      for (const [dx, dy] of spots)
        inner += chickenPiece(defs, cx + dx, cy + dy, rng.range(38, 54), rng)
      inner += creamSwirl(cx + 10, cy + 10, 150, 1.7, 15, 0.6, rng)
      for (let i = 0; i < 7; i++) {
        const a = rng.range(0, Math.PI * 2)
        const r = rng.range(60, 220)
        inner += coriander(defs, cx + Math.cos(a) * r, cy + Math.sin(a) * r, rng.range(16, 22), rng)
      }
      return inner
    },
    -0.45,
  )
  body +=
    coriander(defs, 900, 330, 24, rng) +
    coriander(defs, 930, 365, 18, rng) +
    coriander(defs, 880, 375, 16, rng)
  body += chili(defs, [150, 720], [250, 760], [360, 800], 26, 'green')
  body += chili(defs, [210, 800], [320, 830], [420, 880], 24, 'green')
  body +=
    cardamom(defs, 770, 830, 22, 0.6) +
    cardamom(defs, 820, 860, 20, 2.1) +
    cardamom(defs, 60, 260, 20, 1.2)
  body += vignette(defs, W, H, 0.45, 0.48, 0.7)
  body += grain(defs, W, H)
  return svgDoc(W, H, defs, body)
}
