import { FloatingOrderButton } from '@/features/ordering/floating-order-button'
import { useIslandData } from '@/app/islands/island-context'
import { useDialogOpen } from '@/app/islands/use-dialog-open'

const FloatingOrderButtonIsland = () => (
  <FloatingOrderButton
    orderingUrl={useIslandData().ordering.orderingUrl}
    orderOpen={useDialogOpen('order-modal')}
  />
)

export default FloatingOrderButtonIsland
