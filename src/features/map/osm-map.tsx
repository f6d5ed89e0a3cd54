import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useIslandText } from '@/i18n/text-context'
import { osmEmbedUrl } from '@/lib/osm-links'
import { subscribeToNothing } from '@/ui/use-hydrated'
import type { MapPlace } from './map-place'
import { MapPreview } from './map-preview'

/** Remembers "Karte laden" for the open tab only (sessionStorage: gone when the tab closes). */
const consentKey = 'osm-map-loaded'
const rememberedInTab = () => sessionStorage.getItem(consentKey) === '1'

/**
 * The map box, 470 px high. Nothing is requested from OpenStreetMap until the visitor clicks
 * "Karte laden" (Datenschutz: map section): until then it shows our own preview. The click creates
 * the sandboxed embed (no popups, forms, navigation) and moves focus to it; the choice holds for
 * the tab. Without JavaScript the preview offers a link to the map on openstreetmap.org instead.
 */
export function OsmMap({ place }: { place: MapPlace }) {
  // False while prerendering and hydrating, so the static HTML never holds the frame.
  const remembered = useSyncExternalStore(subscribeToNothing, rememberedInTab, () => false)
  const [clicked, setClicked] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  const text = useIslandText().map
  const loaded = clicked || remembered

  // The button that had focus is gone: focus goes to the map it loaded.
  useEffect(() => {
    if (clicked) frame.current?.focus()
  }, [clicked])

  const load = () => {
    sessionStorage.setItem(consentKey, '1')
    setClicked(true)
  }

  return (
    <div className="relative h-[470px] overflow-hidden rounded-card border border-sand bg-sand shadow-sm">
      {loaded ? (
        <iframe
          ref={frame}
          title={text.title(place.label)}
          src={osmEmbedUrl(place)}
          height={470}
          sandbox="allow-scripts allow-same-origin"
          referrerPolicy="strict-origin-when-cross-origin"
          className="block h-[470px] w-full"
        />
      ) : (
        <MapPreview place={place} onLoad={load} />
      )}
    </div>
  )
}
