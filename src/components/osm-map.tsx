import { useRef } from 'react'
import { visitText } from '@/content/home'
import { restaurant } from '@/content/restaurant'
import { osmEmbedUrl } from '@/lib/osm-links'
import { useNearViewport } from '@/lib/use-near-viewport'

/**
 * The OpenStreetMap embed, 470 px high, sandboxed (no popups, forms, navigation). The iframe is
 * created only when the visitor scrolls near it, so nothing is sent to OpenStreetMap before;
 * without JavaScript the <noscript> copy loads it natively lazily.
 */
export function OsmMap() {
  const box = useRef<HTMLDivElement>(null)
  const near = useNearViewport(box)
  const frame = (
    <iframe
      title={visitText.mapTitle}
      src={osmEmbedUrl(restaurant)}
      height={470}
      loading="lazy"
      sandbox="allow-scripts allow-same-origin"
      referrerPolicy="strict-origin-when-cross-origin"
      className="block h-[470px] w-full"
    />
  )
  return (
    <div
      ref={box}
      className="h-[470px] overflow-hidden rounded-card border border-sand bg-sand shadow-sm"
    >
      {near ? frame : <noscript>{frame}</noscript>}
    </div>
  )
}
