import { useEffect, useState } from 'react'
import type { OpeningHours } from '@/content/schema'
import type { HoursRow } from './hours-table'
import type { HoursNow } from './hours-now'

/**
 * The live hours state, refreshed every 30 s. Null while prerendering and during hydration, so the
 * static HTML never depends on the build's clock. The holiday calendar and time-zone logic load
 * after hydration as their own chunk: they cost the first page load nothing.
 */
export function useHoursNow(hours: OpeningHours, rows: HoursRow[]): HoursNow | null {
  const [now, setNow] = useState<HoursNow | null>(null)
  useEffect(() => {
    let timer: number | undefined
    let cancelled = false
    void import('./hours-now').then(({ hoursNow }) => {
      if (cancelled) return
      const tick = () => setNow(hoursNow(hours, rows, new Date()))
      tick()
      timer = window.setInterval(tick, 30_000)
    })
    return () => {
      cancelled = true
      window.clearInterval(timer)
    }
  }, [hours, rows])
  return now
}
