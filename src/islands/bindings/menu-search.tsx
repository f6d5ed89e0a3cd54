import type { ReactNode } from 'react'
import dishCount from 'virtual:island-data/dishCount'
import { MenuSearch } from '@/components/menu-search'

export const MenuSearchIsland = ({ children }: { children?: ReactNode }) => (
  <MenuSearch dishCount={dishCount}>{children}</MenuSearch>
)
