import { FloatingOrderButton } from '@/features/ordering/floating-order-button'
import { useDialogOpen } from '@/app/runtime/use-dialog-open'

const FloatingOrderButtonIsland = () => (
  <FloatingOrderButton orderOpen={useDialogOpen('order-modal')} />
)

export default FloatingOrderButtonIsland
