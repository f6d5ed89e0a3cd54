import type { ReactNode } from 'react'
import { MenuSearch } from '@/components/menu-search'
import { useIslandData } from '../island-context'

export const MenuSearchIsland = ({ children }: { children?: ReactNode }) => (
  <MenuSearch dishCount={useIslandData().dishCount}>{children}</MenuSearch>
)
