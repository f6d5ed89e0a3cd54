import { FloatingOrderButton } from '@/components/floating-order-button'
import { useIslandData } from '../island-context'

export const FloatingOrderButtonIsland = () => (
  <FloatingOrderButton orderingUrl={useIslandData().ordering.orderingUrl} />
)
