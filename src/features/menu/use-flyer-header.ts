import { useEffect, useState } from 'react'

/**
 * The menu flyer's header (`url`, a fragment the build writes: src/app/fragments/fragments.ts), fetched at low priority
 * once `wanted` holds: the home page's menu dialog prints as the flyer while open, and the header
 * is too big for the home page's first round trip. Until it is there the dialog prints under its
 * own title; a failed fetch is tried again when `wanted` next holds.
 */
export function useFlyerHeader(wanted: boolean, url: string): string | undefined {
  const [header, setHeader] = useState<string>()
  useEffect(() => {
    if (!wanted || header) return
    // Nothing lands after the dialog closed or left the page.
    let current = true
    // Not in the tap that opens the dialog: after the frame that shows it.
    const frame = requestAnimationFrame(() => {
      fetch(url, { priority: 'low' })
        .then((response) => (response.ok ? response.text() : undefined))
        .then((fetched) => {
          if (current && fetched) setHeader(fetched)
        })
        .catch(() => {})
    })
    return () => {
      current = false
      cancelAnimationFrame(frame)
    }
  }, [wanted, url, header])
  return header
}
