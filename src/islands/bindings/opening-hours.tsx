import { OpeningHours } from '@/components/opening-hours'
import { useIslandData } from '../island-context'

export const OpeningHoursIsland = () => <OpeningHours hours={useIslandData().hours} />
