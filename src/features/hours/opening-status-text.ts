import type { Language } from '@/schemas/fields'
import type { IslandText } from '@/i18n'
import { longDate, weekdayName } from '@/lib/berlin-time'
import type { OpeningStatus } from './opening-hours-status'

export type StatusLabels = IslandText['hours']['status']

/** 'Jetzt geöffnet · bis 22:00 Uhr', 'Open now · closes at 22:00', 'Ruhetag · öffnet morgen um 11:00 Uhr', … */
export function statusText(
  status: OpeningStatus,
  labels: StatusLabels,
  language: Language,
): string {
  if (status.open) return `${labels.open} · ${labels.until(status.closes)}`
  const state = labels[status.reason]
  const { next } = status
  if (!next) return state
  const when =
    next.inDays === 0
      ? labels.opensToday(next.opens)
      : next.inDays === 1
        ? labels.opensTomorrow(next.opens)
        : next.inDays < 7
          ? labels.opensOnWeekday(weekdayName(next.date, language), next.opens)
          : labels.opensOnDate(longDate(next.date, language), next.opens)
  return `${state} · ${when}`
}
