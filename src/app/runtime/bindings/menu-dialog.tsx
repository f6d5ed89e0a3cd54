import type { ReactNode } from 'react'
import { MenuDialog } from '@/features/menu/menu-dialog'
import { closeDialog, openDialog, openerOf } from '@/app/runtime/dialog-store'
import { useIslandData } from '@/app/runtime/island-root'
import { useDialogOpen } from '@/app/runtime/use-dialog-open'
import { fragmentPath } from '@/app/fragments/fragments'
import { useLanguage } from '@/i18n/text-context'

const open = () => openDialog('menu-dialog')
const close = () => closeDialog('menu-dialog')
const opener = () => openerOf('menu-dialog')

const MenuDialogIsland = ({ children }: { children?: ReactNode }) => (
  <MenuDialog
    open={useDialogOpen('menu-dialog')}
    onOpen={open}
    onClose={close}
    opener={opener}
    dishCount={useIslandData().dishCount}
    flyerHeaderUrl={fragmentPath('flyer-header', useLanguage())}
  >
    {children}
  </MenuDialog>
)

export default MenuDialogIsland
