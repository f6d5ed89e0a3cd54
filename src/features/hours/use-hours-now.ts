import { type RefObject, useEffect, useState } from 'react'
import type { OpeningHours } from '@/schemas'
import { useIslandText, useLanguage } from '@/i18n/text-context'
import type { HoursRow } from './hours-table'
import type { HoursNow } from './hours-now'
import { useNearViewport } from '@/ui/use-near-viewport'

/**
 * The live hours state, refreshed every 30 s. Null while prerendering and during hydration, so the
 * static HTML never depends on the build's clock. The holiday calendar and time-zone logic are
 * their own chunk, loaded once the hours card (`card`) comes near the viewport: a visitor who never
 * scrolls there never downloads them.
 */
export function useHoursNow(
  hours: OpeningHours,
  rows: HoursRow[],
  card: RefObject<Element | null>,
): HoursNow | null {
  const [now, setNow] = useState<HoursNow | null>(null)
  const near = useNearViewport(card)
  const labels = useIslandText().hours.status
  const language = useLanguage()
  useEffect(() => {
    if (!near) return
    let timer: number | undefined
    let cancelled = false
    void import('./hours-now').then(({ hoursNow }) => {
      if (cancelled) return
      const tick = () => setNow(hoursNow(hours, rows, new Date(), labels, language))
      tick()
      timer = window.setInterval(tick, 30_000)
    })
    return () => {
      cancelled = true
      window.clearInterval(timer)
    }
  }, [hours, rows, near, labels, language])
  return now
}
