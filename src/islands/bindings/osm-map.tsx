import { OsmMap } from '@/components/osm-map'
import { useIslandData } from '../island-context'

export const OsmMapIsland = () => <OsmMap place={useIslandData().mapPlace} />
