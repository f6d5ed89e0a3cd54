import type { ReactNode } from 'react'
import { MenuSearch } from '@/features/menu/menu-search'
import { useIslandData } from '@/app/runtime/island-root'

const MenuSearchIsland = ({ children }: { children?: ReactNode }) => (
  <MenuSearch dishCount={useIslandData().dishCount}>{children}</MenuSearch>
)

export default MenuSearchIsland
