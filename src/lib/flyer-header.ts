/** The menu flyer's header and print stylesheet, as the menu page's HTML has them. */
export interface FlyerHeader {
  /** Markup of the menu page's `[data-flyer-header]` block, without islands, ids and labels. */
  html: string
  /** The menu page's print stylesheet (the page footer with the date of the prices). */
  stylesheet: string
}

/**
 * The flyer header (name, address, phone, opening hours, the QR code to the ordering page) out of
 * the menu page's prerendered HTML: the same markup, no second copy of it. Islands are left out
 * (the copy is never hydrated), and ids and the labels that point at them, which would repeat ids
 * of the page it joins.
 */
export function flyerHeaderOf(pageHtml: string): FlyerHeader | undefined {
  const page = new DOMParser().parseFromString(pageHtml, 'text/html')
  const header = page.querySelector('[data-flyer-header]')
  const stylesheet = page
    .querySelector('link[rel="stylesheet"][media="print"]')
    ?.getAttribute('href')
  if (!header || !stylesheet) return undefined
  for (const island of header.querySelectorAll('[data-island]')) island.remove()
  for (const element of header.querySelectorAll('[id], [aria-labelledby]')) {
    element.removeAttribute('id')
    element.removeAttribute('aria-labelledby')
  }
  return { html: header.innerHTML, stylesheet }
}

/** Fetches the menu page (at low priority: nobody waits for it) and takes its flyer header. */
export async function fetchFlyerHeader(pageUrl: string): Promise<FlyerHeader | undefined> {
  const response = await fetch(pageUrl, { priority: 'low' })
  if (!response.ok) throw new Error(`${pageUrl}: HTTP ${response.status}`)
  return flyerHeaderOf(await response.text())
}
