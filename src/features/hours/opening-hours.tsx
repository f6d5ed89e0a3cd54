import { useMemo, useRef } from 'react'
import type { OpeningHours as Hours } from '@/schemas'
import { useIslandText } from '@/i18n/text-context'
import { LangText } from '@/ui/lang-text'
import { hoursRows } from '@/features/hours/hours-table'
import { useHoursNow } from '@/features/hours/use-hours-now'
import { OpeningHoursTable } from './opening-hours-table'

/**
 * The hours card: closure announcements, the live status (Berlin time) and the weekly table with
 * today's row highlighted. The clock-dependent parts appear after hydration, once the card nears the viewport.
 */
export function OpeningHours({ hours }: { hours: Hours }) {
  const card = useRef<HTMLDivElement>(null)
  const hoursText = useIslandText().hours
  // Stable across renders: the live status's effect depends on it.
  const rows = useMemo(() => hoursRows(hours, hoursText), [hours, hoursText])
  const now = useHoursNow(hours, rows, card)
  return (
    <div ref={card} className="rounded-card border border-sand bg-sand/40 p-5 sm:p-6">
      <h3 className="font-display text-2xl font-semibold">{hoursText.heading}</h3>
      {now?.closures.map((closure) => (
        <p
          key={closure.from}
          role="note"
          aria-label={hoursText.closuresLabel}
          className="mt-4 rounded-xl border-l-4 border-turmeric bg-turmeric/20 px-4 py-3 font-semibold"
        >
          <LangText text={closure.announcement} />
        </p>
      ))}
      <p
        role="status"
        data-testid="opening-status"
        className="mt-3 flex min-h-7 items-center gap-2"
      >
        {now && (
          <>
            <span
              aria-hidden="true"
              className={`size-2.5 shrink-0 rounded-full ${now.open ? 'bg-cardamom' : 'bg-chili'}`}
            />
            <span className="font-semibold">{now.status}</span>
          </>
        )}
      </p>
      <OpeningHoursTable
        rows={rows}
        todayRow={now?.todayRow ?? -1}
        closedLabel={hours.closedDayLabel}
      />
    </div>
  )
}
