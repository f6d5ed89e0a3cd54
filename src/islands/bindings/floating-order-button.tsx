import ordering from 'virtual:island-data/ordering'
import { FloatingOrderButton } from '@/components/floating-order-button'

export const FloatingOrderButtonIsland = () => (
  <FloatingOrderButton orderingUrl={ordering.orderingUrl} />
)
