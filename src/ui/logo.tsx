import { type MarkColor, markDisc, markShapes, markSize } from '@/ui/logo-mark'

interface LogoProps {
  /** The restaurant's name, set as a wordmark. */
  name: string
  /** `light` for dark backgrounds. */
  tone?: 'dark' | 'light'
}

// Literal class names, so Tailwind generates them.
const fills: Record<MarkColor, string> = {
  chili: 'fill-chili',
  turmeric: 'fill-turmeric',
  cream: 'fill-cream',
}
const strokes: Record<MarkColor, string> = {
  chili: 'stroke-chili',
  turmeric: 'stroke-turmeric',
  cream: 'stroke-cream',
}

/**
 * The restaurant's mark (a diya on a chili disc, the same drawing as the favicon) and its name as
 * a two-line wordmark: the first word large in the display face, the rest small and spaced out.
 */
export function Logo({ name, tone = 'dark' }: LogoProps) {
  const [first, ...rest] = name.split(' ')
  const text = tone === 'dark' ? 'text-ink' : 'text-cream'
  const subline = tone === 'dark' ? 'text-chili' : 'text-turmeric'
  return (
    <span className={`inline-flex min-h-11 items-center gap-2.5 ${text}`}>
      <svg
        viewBox={`0 0 ${markSize} ${markSize}`}
        width="40"
        height="40"
        aria-hidden="true"
        className="size-10 shrink-0"
      >
        <circle cx={markDisc.cx} cy={markDisc.cy} r={markDisc.r} className={fills[markDisc.fill]} />
        {markShapes.map((shape) =>
          shape.stroke ? (
            <path
              key={shape.d}
              d={shape.d}
              fill="none"
              strokeWidth={shape.stroke.width}
              strokeLinecap="round"
              strokeDasharray={shape.stroke.dasharray}
              className={strokes[shape.stroke.color]}
            />
          ) : (
            <path key={shape.d} d={shape.d} className={fills[shape.fill ?? 'cream']} />
          ),
        )}
      </svg>
      <span className="flex flex-col leading-none">
        <span className="font-display text-2xl font-semibold tracking-tight">{first}</span>
        {rest.length > 0 && (
          <>
            {' '}
            <span className={`mt-1 text-xs font-semibold tracking-[0.24em] uppercase ${subline}`}>
              {rest.join(' ')}
            </span>
          </>
        )}
      </span>
    </span>
  )
}
