import { FloatingOrderButton } from '@/features/ordering/floating-order-button'
import { useDialogOpen } from '@/app/islands/use-dialog-open'

const FloatingOrderButtonIsland = () => (
  <FloatingOrderButton orderOpen={useDialogOpen('order-modal')} />
)

export default FloatingOrderButtonIsland
