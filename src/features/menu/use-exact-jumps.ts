import { useEffect } from 'react'

/** How long a jump holds its category in place while the ones around it are laid out. */
const holdMs = 1000

/** What tells that the visitor moves on: a new scroll, tap, click or key ends the hold. */
const visitorInput = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const

/**
 * Makes the menu's jump links land exactly. The categories are laid out only as they come near
 * (render-on-approach), so the browser's jump to a category goes where their estimated heights
 * put it; as the categories around it are laid out at their real heights, the heading moves, by
 * up to a screen, over the next frames. After the link's own jump (its URL and history stay the
 * browser's), this puts the heading back where its scroll margin says whenever it moved, for a
 * second or until the visitor scrolls, taps or types, as browsers hold a link's target while a
 * page loads.
 */
export function useExactJumps(listId: string) {
  useEffect(() => {
    const list = document.getElementById(listId)
    if (!list) return
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>(
        '[data-jump-bar] a[href^="#"]',
      )
      const target = link && document.getElementById(decodeURIComponent(link.hash.slice(1)))
      if (target) holdInPlace(target)
    }
    list.addEventListener('click', onClick)
    // A jump made before the island hydrated (the tap on a jump link starts its hydration, ADR
    // 035): hold its category too, while its heading is still on screen.
    const jumpedTo = jumpTarget(list, window.location.hash)
    if (jumpedTo && onScreen(jumpedTo)) holdInPlace(jumpedTo)
    return () => list.removeEventListener('click', onClick)
  }, [listId])
}

/** The category an address's `#…` names, where the list's jump bar links to it. */
function jumpTarget(list: HTMLElement, hash: string): HTMLElement | null {
  const link = [...list.querySelectorAll<HTMLAnchorElement>('[data-jump-bar] a[href^="#"]')].find(
    (candidate) => candidate.hash === hash,
  )
  return link ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
}

const onScreen = (element: Element) => {
  const { top, bottom } = element.getBoundingClientRect()
  return bottom > 0 && top < window.innerHeight
}

function holdInPlace(target: Element) {
  const until = performance.now() + holdMs
  let held = true
  const release = () => {
    held = false
  }
  for (const type of visitorInput) addEventListener(type, release, { capture: true, passive: true })
  let lastTop = Number.NaN
  const frame = () => {
    if (!held || performance.now() > until) {
      for (const type of visitorInput) removeEventListener(type, release, { capture: true })
      return
    }
    if (target.getBoundingClientRect().top !== lastTop) {
      target.scrollIntoView({ block: 'start', behavior: 'instant' })
      lastTop = target.getBoundingClientRect().top
    }
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}
