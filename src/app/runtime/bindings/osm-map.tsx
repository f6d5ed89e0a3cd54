import { OsmMap } from '@/features/map/osm-map'
import { useIslandData } from '@/app/runtime/island-context'

const OsmMapIsland = () => <OsmMap place={useIslandData().mapPlace} />

export default OsmMapIsland
