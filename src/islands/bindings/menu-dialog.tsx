import type { ReactNode } from 'react'
import { MenuDialog } from '@/components/menu-dialog'
import { useIslandData } from '../island-context'

export const MenuDialogIsland = ({ children }: { children?: ReactNode }) => (
  <MenuDialog dishCount={useIslandData().dishCount}>{children}</MenuDialog>
)
