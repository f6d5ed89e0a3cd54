import { legalAnchors } from '@/lib/legal-anchors'
import { osmMapUrl } from '@/lib/osm-links'
import { useIslandText, useLanguage } from '@/i18n/text-context'
import { link } from '@/lib/routes'
import { buttonClasses } from '@/ui/button-classes'
import { useHydrated } from '@/ui/use-hydrated'
import type { MapPlace } from './map-place'
// A file, not inline markup: the home page's HTML must fit the first round trip (check-bundle).
import mapSketchUrl from '../../../art/map-sketch.svg?no-inline'

interface MapPreviewProps {
  place: MapPlace
  onLoad: () => void
}

const sketch = {
  width: 1200,
  height: 470,
  loading: 'lazy',
  decoding: 'async',
  className: 'absolute inset-0 size-full object-cover',
} as const

const inlineLink = 'font-semibold text-chili underline underline-offset-4 hover:text-chili-dark'

/**
 * What the map box shows before the visitor asks for the map: our own sketch of the streets with
 * the pin, the address, what loading the map sends to OpenStreetMap, and the button. Without
 * JavaScript (`noscript:`) the button gives way to a link to openstreetmap.org.
 */
export function MapPreview({ place, onLoad }: MapPreviewProps) {
  const text = useIslandText().map.preview
  const language = useLanguage()
  const hydrated = useHydrated()
  return (
    <div role="group" aria-label={text.label} className="relative size-full">
      {/* Our own sketch of the streets with the pin: decorative, the address is written below.
          It is added once the island has hydrated, after the first paint; without JavaScript the
          copy in <noscript> shows. No stand-in image before: the box keeps its size without one,
          and even a data: image is a request that Lighthouse's simulation puts before the hero's
          paint (the home page's LCP 0.83 → 0.76 s, ADR 029). */}
      {hydrated && <img src={mapSketchUrl} alt="" {...sketch} />}
      <noscript>
        <img src={mapSketchUrl} alt="" {...sketch} />
      </noscript>
      <div className="absolute inset-x-3 bottom-3 rounded-card bg-cream/95 p-4 shadow-lg sm:inset-x-auto sm:bottom-6 sm:left-6 sm:max-w-md sm:p-5">
        <p className="font-semibold">{place.label}</p>
        <p className="mt-2 text-muted">
          {text.noticeBefore}
          <a {...link('datenschutz-page', language, legalAnchors.map)} className={inlineLink}>
            {text.privacyLink}
          </a>
          {text.noticeAfter}
        </p>
        <button
          type="button"
          onClick={onLoad}
          className={`${buttonClasses.primary} mt-4 noscript:hidden`}
        >
          {text.loadButton}
        </button>
        {/* A wrapper: the link's own inline-flex would outrank `hidden`. */}
        <p className="mt-4 hidden noscript:block">
          <a
            href={osmMapUrl(place)}
            target="_blank"
            rel="noopener"
            className={buttonClasses.outline}
          >
            {text.openOnOsm}
          </a>
        </p>
      </div>
    </div>
  )
}
