import { OsmMap } from '@/features/map/osm-map'
import { useIslandData } from '@/app/islands/island-context'

export const OsmMapIsland = () => <OsmMap place={useIslandData().mapPlace} />
