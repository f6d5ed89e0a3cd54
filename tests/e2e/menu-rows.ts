import { dishSelector, menuSections } from '#src/features/menu/menu-search-index.ts'

/**
 * The menu's own categories and dish rows in a menu list (the page's or the dialog's): not the
 * Mittagstisch's week, which leads the list while a week runs and has dishes of the same names
 * (ADR 034). The selectors the menu's search and count use.
 */
export { menuSections }
export const menuRows = `${menuSections} ${dishSelector}`

/** Every dish row of a menu list, the menu's and the Mittagstisch week's that leads it. */
export const listRows = `[data-category] ${dishSelector}`
