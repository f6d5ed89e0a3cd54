import type { OpeningInterval, Weekday } from '@/schemas'
import type { OwnerText } from '@/schemas/fields'
import { useIslandText } from '@/i18n/text-context'
import { weekRows } from './hours-table'
import { OpeningHoursTable } from './opening-hours-table'

interface WeekHoursProps {
  heading: string
  weekly: Record<Weekday, OpeningInterval[]>
  /** What a day without times says, e.g. „keine Lieferung“. */
  closedLabel: OwnerText
}

/** A weekly schedule other than the opening hours (the delivery hours) under its heading. */
export function WeekHours({ heading, weekly, closedLabel }: WeekHoursProps) {
  const hoursText = useIslandText().hours
  return (
    <>
      <h3 className="mt-6 font-semibold">{heading}</h3>
      <OpeningHoursTable
        rows={weekRows(weekly, hoursText)}
        todayRow={-1}
        closedLabel={closedLabel}
      />
    </>
  )
}
