import { Fragment } from 'react'
import type { OwnerText } from '@/schemas/fields'
import { useIslandText } from '@/i18n/text-context'
import type { HoursRow } from '@/features/hours/hours-table'

interface OpeningHoursTableProps {
  rows: HoursRow[]
  /** Index of today's row, -1 for none (before hydration, during a closure). */
  todayRow: number
  closedLabel: OwnerText
}

/** Mo–Di: 11:00–14:00 und 17:00–22:00 Uhr · Mi: Ruhetag! · … */
export function OpeningHoursTable({ rows, todayRow, closedLabel }: OpeningHoursTableProps) {
  return (
    <table className="mt-3 w-full border-separate border-spacing-y-1 text-left">
      <tbody>
        {rows.map((row, index) => {
          const today = index === todayRow
          return (
            <tr
              key={row.label}
              aria-current={today ? 'date' : undefined}
              // Today by its background alone: a bolder row would widen its times and rewrap the
              // table as the island marks it, after the first paint (a layout shift).
              className={today ? 'bg-turmeric/30' : ''}
            >
              <th
                scope="row"
                className="rounded-l-lg py-2 pr-4 pl-3 align-top font-semibold sm:whitespace-nowrap"
              >
                {row.label}:
              </th>
              <td className="rounded-r-lg py-2 pr-3">
                {row.intervals.length === 0 ? (
                  <span lang={closedLabel.lang} className="font-semibold text-chili">
                    {closedLabel.text}
                  </span>
                ) : (
                  <Intervals row={row} />
                )}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

function Intervals({ row }: { row: HoursRow }) {
  const hoursText = useIslandText().hours
  const last = row.intervals.length - 1
  return row.intervals.map(({ opens, closes }, index) => (
    <Fragment key={opens}>
      {index > 0 && ` ${hoursText.intervalJoiner} `}
      <span className="whitespace-nowrap">{`${opens}–${closes}`}</span>
      {/* "Uhr" may wrap on its own on the narrowest phones: a time range never does. */}
      {index === last && hoursText.clockSuffix && ` ${hoursText.clockSuffix}`}
    </Fragment>
  ))
}
