import wordmark from 'virtual:wordmark'
import { logoLines } from '@/lib/logo-lines'
import { type MarkColor, markDisc, markShapes, markSize } from '@/ui/logo-mark'

interface LogoProps {
  /** The restaurant's name, set as a wordmark. */
  name: string
  /** `light` for dark backgrounds. */
  tone?: 'dark' | 'light'
  /** Where the drawn word comes from (WordmarkSource). */
  wordmark?: WordmarkSource
}

/**
 * Where a logo takes its drawn word from: `linked`, the one file every page shares (cached once);
 * `inline`, the path itself, on the home pages, whose hero photo must not wait behind a second
 * request on a first visit (ADR 050); `reused`, a reference to the inline path of the same page
 * (the home pages' footer).
 */
export type WordmarkSource = 'linked' | 'inline' | 'reused'

/** The id of the drawn word's path on a page that carries it inline. */
const inlineWordmarkId = 'wordmark'

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
 * The first word's size and line, in the em of the logo's text (1 rem wherever it is used):
 * `text-2xl`, 1.5 rem on a line of 2 rem.
 */
const wordSize = 1.5
const wordLine = 2

/**
 * The drawn word's box, as a line of text would hold the word: its advance wide and a line high,
 * the face's ascent and descent centred in the line (half-leading). Ascenders and descenders reach
 * out of the box, as the glyphs of text do, so the `<svg>` shows its overflow.
 */
function wordBox({ unitsPerEm, advance, ascent, descent }: NonNullable<typeof wordmark>) {
  const line = (wordLine / wordSize) * unitsPerEm
  const baseline = Math.round((line - ascent - descent) / 2 + ascent)
  return {
    viewBox: `0 ${-baseline} ${advance} ${Math.round(line)}`,
    width: `${((advance / unitsPerEm) * wordSize).toFixed(3)}em`,
    height: `${wordLine}em`,
  }
}

/**
 * The restaurant's mark (a diya on a chili disc, the same drawing as the favicon) and its name as
 * a two-line wordmark: the first word large in the display face, the rest small and spaced out.
 * The first word is drawn from the display face's outlines (`virtual:wordmark`, made by the build
 * from the name: builder/vite/wordmark-plugin.ts), so the logo is the same on every page, whether
 * or not the web font has loaded; in the colour of the text (`fill="currentColor"` in the file),
 * which forced colours and print apply as to text. A word the face cannot draw is set as text.
 * The logo is one image named by the whole name, as the text it replaces read.
 */
export function Logo({ name, tone = 'dark', wordmark: source = 'linked' }: LogoProps) {
  const { word, rest } = logoLines(name)
  const drawn = wordmark?.word === word ? wordmark : null
  const text = tone === 'dark' ? 'text-ink' : 'text-cream'
  const subline = tone === 'dark' ? 'text-chili' : 'text-turmeric'
  return (
    <span
      role="img"
      aria-label={name}
      className={`inline-flex min-h-11 items-center gap-2.5 ${text}`}
    >
      <svg
        viewBox={`0 0 ${markSize} ${markSize}`}
        width="40"
        height="40"
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
      {/* data-wordmark: the sticky header hides it on a phone while the order button is docked there. */}
      <span data-wordmark="" className="flex flex-col leading-none">
        {drawn ? (
          <svg {...wordBox(drawn)} overflow="visible">
            {source === 'inline' ? (
              <path id={inlineWordmarkId} fill="currentColor" d={drawn.path} />
            ) : (
              <use href={source === 'reused' ? `#${inlineWordmarkId}` : drawn.href} />
            )}
          </svg>
        ) : (
          <span className="font-display text-2xl font-semibold tracking-tight">{word}</span>
        )}
        {rest && (
          <>
            {' '}
            <span className={`mt-1 text-xs font-semibold tracking-[0.24em] uppercase ${subline}`}>
              {rest}
            </span>
          </>
        )}
      </span>
    </span>
  )
}
