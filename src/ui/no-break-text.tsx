import { noBreakRuns } from '@/lib/no-break'

/**
 * A text whose quantities, dates, times and web addresses never break across lines, in any
 * engine and in print: each such run in a `white-space: nowrap` span (no hyphenation inside it
 * either). The text itself is unchanged: a search, a copy or a screen reader reads the same.
 */
export function NoBreakText({ text }: { text: string }) {
  return noBreakRuns(text).map((run, index) =>
    run.keep ? (
      <span key={index} className="whitespace-nowrap">
        {run.text}
      </span>
    ) : (
      run.text
    ),
  )
}
