/**
 * For a page that prints its content alone: hides the site header and footer that PageLayout
 * renders, only while printing and only on documents that contain an element with these classes.
 * A module of its own: the menu dialog's island uses it, and must not import the page frame.
 */
export const printWithoutSiteFrame =
  'print:[:root:has(&)_#root>header]:hidden print:[:root:has(&)_#root>footer]:hidden'
