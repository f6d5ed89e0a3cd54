/**
 * The id of the mark that follows a page's first screen: the page's first frame waits until the
 * parser has reached it (`<link rel="expect" blocking="render">`, src/app/document/render-document.ts),
 * so that a browser whose parser yields mid-page (a phone's, a busy machine's) never paints a
 * first screen half read, whose boxes then move as the rest arrives — the home page's hero, whose
 * text stands at its bottom, growing upwards; the header's links, standing at its right, moving
 * left; the opening hours' table widening its columns row by row. What follows the mark only adds
 * below. The mark follows the first screen rather than being its container: Chromium unblocks
 * rendering as soon as the parser inserts the element named, before its content.
 */
export const firstScreenEndId = 'first-screen-end'
