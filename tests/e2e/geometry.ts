// Geometry checks that run in the page (issue 52): the same functions for Chromium
// (tests/e2e/site.layout.spec.ts) and for Firefox and WebKit (tests/engines/pages.spec.ts), so they
// are self-contained — no import, no helper outside the function.

/**
 * Runs in the page: every rendered element whose box crosses the viewport's left or right edge,
 * described. An element inside a horizontal scroller (the category chips) may: the scroller shows
 * the rest. Boxes clipped away (`.sr-only`) and hidden ones do not count —
 * what a clipping ancestor cuts at the screen's edge does: that is text a visitor cannot read.
 */
export const boxesCrossingTheEdge = (): string[] => {
  const width = document.documentElement.clientWidth
  const crossing: string[] = []
  for (const element of document.body.querySelectorAll('*')) {
    const rect = element.getBoundingClientRect()
    if (rect.width <= 1 || rect.height <= 1) continue
    if (rect.left > -0.5 && rect.right < width + 0.5) continue
    if (getComputedStyle(element).visibility === 'hidden') continue
    // Inside a scroller, or clipped to nothing (the skip link until focused: clip-path inset(50%)).
    let exempt = false
    for (let node: Element | null = element; node && !exempt; node = node.parentElement) {
      const style = getComputedStyle(node)
      exempt =
        (node !== element && (style.overflowX === 'auto' || style.overflowX === 'scroll')) ||
        style.clipPath === 'inset(50%)'
    }
    if (exempt) continue
    const text = (element.textContent ?? '').trim().slice(0, 40)
    crossing.push(
      `<${element.localName} class="${String(element.getAttribute('class')).slice(0, 60)}"> ${Math.round(rect.left)}–${Math.round(rect.right)} of ${width}: ${text}`,
    )
  }
  return crossing
}

/**
 * Runs in the page: the text and images of the page that the element `selector` (the floating
 * order button) covers, described; nothing when it does not show. Text is measured by its line
 * boxes (a Range's rects), images by their boxes. What lies under the opaque sticky header there
 * is the header's to cover, not the button's; the header's own text and images count.
 */
export const coveredByElement = (selector: string): string[] => {
  const button = document.querySelector(selector)
  if (!button || getComputedStyle(button).visibility === 'hidden') return []
  const box = button.getBoundingClientRect()
  const header = document.querySelector('header')
  const band = header?.getBoundingClientRect()
  const overlap = (rect: DOMRect) =>
    rect.width > 0 &&
    rect.height > 0 &&
    rect.left < box.right &&
    rect.right > box.left &&
    rect.top < box.bottom &&
    rect.bottom > box.top
  const underBand = (rect: DOMRect) =>
    band !== undefined &&
    Math.max(rect.top, box.top) >= band.top - 0.5 &&
    Math.min(rect.bottom, box.bottom) <= band.bottom + 0.5
  const covered: string[] = []
  const check = (element: Element, rects: DOMRect[], what: string) => {
    if (button.contains(element)) return
    const style = getComputedStyle(element)
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) return
    const inHeader = header?.contains(element) ?? false
    for (const rect of rects) {
      if (overlap(rect) && (inHeader || !underBand(rect))) {
        covered.push(`${what} at ${Math.round(rect.left)},${Math.round(rect.top)}`)
        return
      }
    }
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim()
    if (!text || !node.parentElement) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    check(node.parentElement, [...range.getClientRects()], `„${text.slice(0, 30)}“`)
  }
  for (const image of document.body.querySelectorAll('img, svg, picture, video, iframe, canvas')) {
    check(image, [image.getBoundingClientRect()], `<${image.localName}>`)
  }
  return covered
}

/**
 * Runs in the page: each occurrence of the patterns (RegExp sources, matched in one text node)
 * that the browser set on more than one line, found by its line boxes (a Range's rects at more
 * than one height), with the lines' tops.
 */
export const brokenRuns = (patterns: string[]): string[] => {
  const broken: string[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? ''
    for (const source of patterns) {
      for (const match of text.matchAll(new RegExp(source, 'gu'))) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const tops = new Set(
          [...range.getClientRects()]
            .filter((rect) => rect.width > 0 && rect.height > 0)
            .map((rect) => Math.round(rect.bottom)),
        )
        if (tops.size > 1) broken.push(`„${match[0]}“ on ${tops.size} lines`)
      }
    }
  }
  return broken
}

/** The top-level domains of the addresses the site shows (src/lib/no-break.ts knows the same). */
const topLevelDomains = '(?:de|com|org|net|example)'

/** The runs the issue found broken, and their kind (RegExp sources for brokenRuns). */
export const unbreakableRuns = [
  String.raw`\d+,\d+\s?l(?![\p{L}])`,
  String.raw`(?:alc\.\s)?\d+(?:,\d+)?\s?%\s?vol`,
  String.raw`\d{1,2}\.\s(?:November|Dezember)`,
  String.raw`\d{1,2}:\d{2}–\d{1,2}:\d{2}(?:\sUhr)?`,
  String.raw`(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag),\s\d{1,2}\.\d{1,2}\.`,
  // A web address's words (before its top-level domain, the domain, the path's): broken only at
  // its dots, hyphens, slashes and „@“, never inside one. Only an address's: a dish's compound
  // („Tandoori-Hähnchensalat“) may be hyphenated on a phone.
  String.raw`[\p{L}\d]+(?=[\p{L}\d.\-/@]*\.${topLevelDomains}(?![\p{L}\d]))`,
  String.raw`(?<=\.${topLevelDomains}\/[\p{L}\d.\-/]*)[\p{L}\d]+|(?<=\.)${topLevelDomains}(?![\p{L}\d])`,
]
