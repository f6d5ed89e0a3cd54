import { visitText } from '@/content/home'
import { restaurant } from '@/content/restaurant'
import { osmEmbedUrl } from '@/lib/osm-links'

/** The OpenStreetMap embed, 470 px high, loaded lazily and sandboxed (no popups, forms, navigation). */
export function OsmMap() {
  return (
    <div className="overflow-hidden rounded-card border border-sand bg-sand shadow-sm">
      <iframe
        title={visitText.mapTitle}
        src={osmEmbedUrl(restaurant)}
        height={470}
        loading="lazy"
        sandbox="allow-scripts allow-same-origin"
        referrerPolicy="strict-origin-when-cross-origin"
        className="block h-[470px] w-full"
      />
    </div>
  )
}
