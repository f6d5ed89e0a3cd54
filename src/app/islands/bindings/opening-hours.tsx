import { OpeningHours } from '@/features/hours/opening-hours'
import { useIslandData } from '@/app/islands/island-context'

export const OpeningHoursIsland = () => <OpeningHours hours={useIslandData().hours} />
