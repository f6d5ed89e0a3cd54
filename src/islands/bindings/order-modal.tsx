import { OrderModal } from '@/components/order-modal'
import { useIslandData } from '../island-context'

export const OrderModalIsland = () => {
  const { ordering, announcements } = useIslandData()
  return <OrderModal ordering={ordering} announcements={announcements} />
}
