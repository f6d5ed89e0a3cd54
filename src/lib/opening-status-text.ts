import type { hoursText } from '@/content/home'
import { germanLongDate, germanWeekday } from './berlin-time'
import type { OpeningStatus } from './opening-hours'

export type StatusLabels = (typeof hoursText)['status']

/** 'Jetzt geöffnet · bis 22:00 Uhr', 'Ruhetag · öffnet morgen um 11:00 Uhr', … */
export function statusText(status: OpeningStatus, labels: StatusLabels): string {
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
          ? labels.opensOnWeekday(germanWeekday(next.date), next.opens)
          : labels.opensOnDate(germanLongDate(next.date), next.opens)
  return `${state} · ${when}`
}
