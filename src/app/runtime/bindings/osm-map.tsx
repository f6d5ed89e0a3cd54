import { OsmMap } from '@/features/map/osm-map'
import { useIslandData } from '@/app/runtime/island-root'

const OsmMapIsland = () => <OsmMap place={useIslandData().mapPlace} />

export default OsmMapIsland
