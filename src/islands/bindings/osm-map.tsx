import mapPlace from 'virtual:island-data/mapPlace'
import { OsmMap } from '@/components/osm-map'

export const OsmMapIsland = () => <OsmMap place={mapPlace} />
