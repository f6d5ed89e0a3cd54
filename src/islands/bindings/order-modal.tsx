import announcements from 'virtual:island-data/announcements'
import ordering from 'virtual:island-data/ordering'
import { OrderModal } from '@/components/order-modal'

export const OrderModalIsland = () => (
  <OrderModal ordering={ordering} announcements={announcements} />
)
