/**
 * Whether a click follows its link here: the main button with no modifier key. Ctrl/cmd/shift/alt
 * and the middle button open the link in a new tab or window, where the page has nothing to do.
 */
export const isPlainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
