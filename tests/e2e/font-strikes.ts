import type { Page } from '@playwright/test'

/**
 * Every font size and weight the first layout shapes is a font strike, which Chromium on Linux sets
 * up through synchronous requests to the browser process: half of the first frame's layout with
 * ten strikes (ADR 010). A page's first layout may use seven; the menu page's and the Mittagstisch
 * page's, which show dishes, two more (a dish row's diet badges and allergen marks, 12 px semibold
 * and regular). Counted at Lighthouse's phone viewport, 412 × 823, on what renders on arrival.
 */
export const maxFirstLayoutStrikes = 7
export const maxFirstLayoutStrikesWithDishes = maxFirstLayoutStrikes + 2

/** The font strikes (family, size, weight) of the text the page's first layout renders. */
export function firstLayoutStrikes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement
      if (!node.textContent?.trim() || !element) continue
      if (!element.checkVisibility({ contentVisibilityAuto: true })) continue
      const style = getComputedStyle(element)
      found.add(`${style.fontFamily.split(',')[0]} ${style.fontSize} ${style.fontWeight}`)
    }
    return [...found].sort()
  })
}

/** Runs in the page: whether the page's web font (Fraunces) has loaded. */
export const webFontLoaded = (): boolean =>
  [...document.fonts].some(
    (face) => face.family === 'Fraunces Variable' && face.status === 'loaded',
  )
