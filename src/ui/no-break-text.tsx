import { Fragment } from 'react'
import { noBreakRuns } from '@/lib/no-break'

/**
 * A text whose quantities, dates, times and web addresses never break across lines, in any
 * engine and in print: each such run in a `white-space: nowrap` span (no hyphenation inside it
 * either). An e-mail address may break after its „@“ only (`<wbr>`): „kontakt@“ /
 * „namaste-otterbach.example“. The text itself is unchanged: a search, a copy or a screen reader
 * reads the same.
 */
export function NoBreakText({ text }: { text: string }) {
  // One element: inside a flex container (a link styled as one) the runs stay one flex item.
  return (
    <span>
      {noBreakRuns(text).map((run, index, runs) =>
        run.keep ? (
          <Fragment key={index}>
            {runs[index - 1]?.text.endsWith('@') && <wbr />}
            <span className="whitespace-nowrap">{run.text}</span>
          </Fragment>
        ) : (
          run.text
        ),
      )}
    </span>
  )
}
