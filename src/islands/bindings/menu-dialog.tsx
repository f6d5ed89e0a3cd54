import type { ReactNode } from 'react'
import dishCount from 'virtual:island-data/dishCount'
import { MenuDialog } from '@/components/menu-dialog'

export const MenuDialogIsland = ({ children }: { children?: ReactNode }) => (
  <MenuDialog dishCount={dishCount}>{children}</MenuDialog>
)
