// Finds an element in the page by its role and accessible name, as Playwright's getByRole does in
// the Chromium tests, for the few roles the engine suite uses. Runs in the page: self-contained.

export type Role = 'link' | 'button' | 'dialog' | 'heading' | 'searchbox' | 'navigation' | 'group'

export type FindQuery = (
  | {
      role: Role
      /** The accessible name, whitespace collapsed, matched exactly. */
      name?: string
    }
  | { css: string }
) & {
  /** A CSS selector of an ancestor to look in. */
  within?: string
  /** Whether hidden elements count too (by default only those on screen). */
  hidden?: boolean
}

/** The first matching element, or null. */
export function findElement(query: FindQuery): Element | null {
  // Hidden also by opacity or visibility (the floating order button hides so).
  const shownMeans = { opacityProperty: true, visibilityProperty: true }
  const selectors: Record<Role, string> = {
    link: 'a[href]',
    button: 'button, [role="button"]',
    dialog: 'dialog, [role="dialog"]',
    heading: 'h1, h2, h3, h4, h5, h6',
    searchbox: 'input[type="search"]',
    navigation: 'nav',
    group: 'fieldset, [role="group"]',
  }
  const squeeze = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
  const nameOf = (element: Element) => {
    const labelledBy = element.getAttribute('aria-labelledby')
    if (labelledBy) {
      return squeeze(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      )
    }
    const label = element.getAttribute('aria-label')
    if (label) return squeeze(label)
    const labels = (element as HTMLInputElement).labels
    if (labels && labels.length > 0) return squeeze([...labels].map((l) => l.textContent).join(' '))
    return squeeze(element.textContent)
  }
  const root = query.within ? document.querySelector(query.within) : document
  if (!root) return null
  const selector = 'css' in query ? query.css : selectors[query.role]
  return (
    [...root.querySelectorAll(selector)].find(
      (element) =>
        (query.hidden || element.checkVisibility(shownMeans)) &&
        ('css' in query || query.name === undefined || nameOf(element) === query.name),
    ) ?? null
  )
}

/** How a query reads in a message. */
export const describeQuery = (query: FindQuery): string =>
  ('css' in query ? query.css : `${query.role} "${query.name ?? ''}"`) +
  (query.within ? ` in ${query.within}` : '')

export interface ElementInfo {
  /** The border box in the viewport, in CSS pixels. */
  box: { top: number; left: number; width: number; height: number }
  /** Its text, whitespace collapsed. */
  text: string
  /** Whether it is on screen (checkVisibility, opacity and visibility included). */
  visible: boolean
  /** Whether it has the focus. */
  focused: boolean
  attributes: Record<string, string>
  /** A form field's value. */
  value?: string
}

/** Runs in the page on a found element: what a test reads of it. */
export function elementInfo(element: Element): ElementInfo {
  const { top, left, width, height } = element.getBoundingClientRect()
  return {
    box: { top, left, width, height },
    text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
    visible: element.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
    focused: document.activeElement === element,
    attributes: Object.fromEntries([...element.attributes].map((a) => [a.name, a.value])),
    value: (element as HTMLInputElement).value,
  }
}
