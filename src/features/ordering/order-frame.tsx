import { useState } from 'react'
import { useIslandText } from '@/i18n/text-context'

/**
 * How the ordering service is framed, in the order modal and on the ordering page: its scripts,
 * forms and payment popups work; it may navigate the site's window only on a click in it.
 */
export const orderingFrame = {
  sandbox:
    'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation',
  referrerPolicy: 'strict-origin-when-cross-origin',
} as const

/** The ordering page's iframe with a loading state until it has loaded. Mounted per opening. */
export function OrderFrame({ orderingUrl }: { orderingUrl: string }) {
  const [loaded, setLoaded] = useState(false)
  const text = useIslandText().order
  return (
    <div className="relative min-h-0 flex-1 bg-cream">
      <iframe
        title={text.frameTitle}
        src={orderingUrl}
        loading="lazy"
        {...orderingFrame}
        onLoad={() => setLoaded(true)}
        className="absolute inset-0 size-full border-0"
      />
      {!loaded && (
        <div
          role="status"
          className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-cream text-muted"
        >
          <span
            aria-hidden="true"
            className="size-10 animate-spin rounded-full border-4 border-sand border-t-chili"
          />
          {text.loading}
        </div>
      )}
    </div>
  )
}
