import { OpeningHours } from '@/features/hours/opening-hours'
import { useIslandData } from '@/app/runtime/island-root'

const OpeningHoursIsland = () => <OpeningHours hours={useIslandData().hours} />

export default OpeningHoursIsland
