import { useEffect, useState } from 'react'

/**
 * Today's date in Berlin ("YYYY-MM-DD") once `wanted`, else null: never while prerendering, so
 * the visitor's clock decides. The time-zone code loads only when asked for.
 */
export function useBerlinToday(wanted: boolean): string | null {
  const [today, setToday] = useState<string | null>(null)
  useEffect(() => {
    if (!wanted) return
    let cancelled = false
    void import('@/lib/berlin-time').then(({ berlinMoment }) => {
      if (!cancelled) setToday(berlinMoment(new Date()).date)
    })
    return () => {
      cancelled = true
    }
  }, [wanted])
  return today
}
