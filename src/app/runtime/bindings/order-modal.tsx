import { AnnouncementList } from '@/features/announcements/announcement-list'
import { OrderModal } from '@/features/ordering/order-modal'
import { useBerlinToday } from '@/ui/use-berlin-today'
import { closeDialog, openerOf } from '@/app/runtime/dialog-store'
import { useIslandData } from '@/app/runtime/island-root'
import { useDialogOpen } from '@/app/runtime/use-dialog-open'

const close = () => closeDialog('order-modal')
const opener = () => openerOf('order-modal')

/** The order modal, opened through the store, with the announcements of the visitor's day. */
export default function OrderModalIsland() {
  const { ordering, delivery, announcements } = useIslandData()
  const open = useDialogOpen('order-modal')
  const today = useBerlinToday(open && announcements.length > 0)
  return (
    <OrderModal
      open={open}
      onClose={close}
      opener={opener}
      ordering={ordering}
      delivery={delivery}
      announcements={
        today && (
          <AnnouncementList
            announcements={announcements}
            today={today}
            className="flex flex-col gap-2 border-b border-sand px-5 py-3"
          />
        )
      }
    />
  )
}
