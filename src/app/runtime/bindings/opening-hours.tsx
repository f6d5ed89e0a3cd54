import { OpeningHours } from '@/features/hours/opening-hours'
import { useIslandData } from '@/app/runtime/island-context'

const OpeningHoursIsland = () => <OpeningHours hours={useIslandData().hours} />

export default OpeningHoursIsland
