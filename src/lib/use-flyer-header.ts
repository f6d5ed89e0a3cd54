import { useEffect, useState } from 'react'
import type { FlyerHeader } from './flyer-header'

/**
 * The menu flyer's header from the menu page (`pageUrl`), fetched once `wanted` holds: the home
 * page's menu dialog prints as the flyer while open, and the header is too big for the home page's
 * first round trip. Its code loads then too (check-bundle.ts, onDemandModules). Until it is there
 * the dialog prints under its own title; a failed fetch is tried again when `wanted` next holds.
 */
export function useFlyerHeader(wanted: boolean, pageUrl: string): FlyerHeader | undefined {
  const [header, setHeader] = useState<FlyerHeader>()
  useEffect(() => {
    if (!wanted || header) return
    // Nothing starts or lands after the dialog closed or left the page.
    let current = true
    import('./flyer-header')
      .then(({ fetchFlyerHeader }) => (current ? fetchFlyerHeader(pageUrl) : undefined))
      .then((fetched) => {
        if (current && fetched) setHeader(fetched)
      })
      .catch(() => {})
    return () => {
      current = false
    }
  }, [wanted, pageUrl, header])
  return header
}
