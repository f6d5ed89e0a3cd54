/**
 * The menu's own categories and dish rows in a menu list (the page's or the dialog's): not the
 * Mittagstisch's week, which leads the list while a week runs and has dishes of the same names
 * (ADR 034).
 */
export const menuSections = '[data-category]:not([data-lunch-week])'
export const menuRows = `${menuSections} li[data-tags]`
