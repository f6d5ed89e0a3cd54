import hours from 'virtual:island-data/hours'
import { OpeningHours } from '@/components/opening-hours'

export const OpeningHoursIsland = () => <OpeningHours hours={hours} />
