/** Main streets, drawn twice: a faint casing under a cream road, as map styles do. */
const mainRoads = [
  'M-20 190 C 200 170 380 160 600 150 S 980 120 1220 100',
  'M540 -20 C 560 60 590 110 600 150 S 640 330 700 490',
]
const sideRoads = [
  'M-20 330 C 180 300 330 270 470 230 S 560 190 600 150',
  'M600 150 C 720 200 860 240 1000 300 S 1150 360 1220 370',
  'M300 -20 C 320 80 340 130 380 162',
  'M820 -20 C 830 50 850 100 880 128',
  'M380 162 C 400 260 420 360 400 490',
  'M880 128 C 900 220 960 300 1000 300',
  'M160 178 C 150 260 140 360 120 490',
  'M1000 300 C 1020 380 1060 440 1080 490',
]
/** Blocks of houses between the streets. */
const blocks = [
  [430, 60, 90, 60],
  [640, 40, 120, 70],
  [660, 170, 80, 60],
  [470, 250, 70, 70],
  [200, 60, 70, 80],
  [920, 150, 70, 60],
  [760, 280, 90, 60],
  [230, 230, 110, 60],
]

/**
 * A sketch of the streets around the restaurant with its pin, drawn by us: the map box's preview
 * costs no request to a third party. Decorative only; the address is written beside it.
 */
export function MapSketch() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 1200 470"
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 size-full"
    >
      <path
        d="M-20 20 C 120 60 90 140 180 120 S 260 20 340 40 L 340 -20 L -20 -20 Z"
        className="fill-cardamom/15"
      />
      <path
        d="M1000 -20 C 980 60 1060 110 1120 80 S 1220 60 1220 40 L 1220 -20 Z"
        className="fill-cardamom/15"
      />
      <path
        d="M700 490 C 760 400 860 420 900 360 S 1100 420 1220 400 L 1220 490 Z"
        className="fill-cardamom/15"
      />
      <path
        d="M-20 430 C 150 380 260 420 420 400 S 700 330 860 380 S 1100 460 1220 430"
        className="fill-none stroke-water"
        strokeWidth="26"
        strokeLinecap="round"
      />
      {blocks.map(([x, y, width, height]) => (
        <rect
          key={`${x},${y}`}
          x={x}
          y={y}
          width={width}
          height={height}
          rx="8"
          className="fill-ink/[0.06]"
        />
      ))}
      <g className="fill-none" strokeLinecap="round">
        {sideRoads.map((d) => (
          <path key={d} d={d} className="stroke-ink/10" strokeWidth="14" />
        ))}
        {mainRoads.map((d) => (
          <path key={d} d={d} className="stroke-ink/15" strokeWidth="26" />
        ))}
        {sideRoads.map((d) => (
          <path key={d} d={d} className="stroke-cream" strokeWidth="10" />
        ))}
        {mainRoads.map((d) => (
          <path key={d} d={d} className="stroke-cream" strokeWidth="20" />
        ))}
      </g>
      <ellipse cx="600" cy="152" rx="16" ry="6" className="fill-night/25" />
      <path
        d="M600 150 C 588 128 572 116 572 96 A 28 28 0 0 1 628 96 C 628 116 612 128 600 150 Z"
        className="fill-chili stroke-cream"
        strokeWidth="3"
      />
      <circle cx="600" cy="96" r="10" className="fill-cream" />
    </svg>
  )
}
