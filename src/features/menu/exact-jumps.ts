import { isPlainClick } from '@/lib/plain-click'

/** A jump is held until its heading has stayed where it belongs this long… */
const settleMs = 500
/** …and at most this long after the jump. */
const longestHoldMs = 3000

/** What tells that the visitor moves on: a new scroll, tap, click or key ends the hold. */
const visitorInput = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const

/** The links of the menu's jump bars, on the menu page and in the home page's menu dialog. */
const jumpLinks = '[data-jump-bar] a[href^="#"]'

/**
 * Makes the menu's jump links land exactly, from the moment it runs (the boot script's
 * after-paint tasks) whether or not the menu's island has hydrated. The categories are laid out
 * only as they come near (render-on-approach, ADR 022), so the browser's jump to a category goes
 * where their estimated heights put it; as the categories around it are laid out at their real
 * heights, the heading moves, by up to a screen, over the next frames (on a busy phone, over a
 * second or more). After the link's own jump (its URL and history stay the browser's), this puts
 * the heading back where its scroll margin says whenever it moved, until it has stayed put for
 * half a second or the visitor scrolls, taps or types, as browsers hold a link's target while a
 * page loads. Returns what stops it.
 */
export function makeJumpsExact(): () => void {
  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event)) return
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(jumpLinks)
    const target = link && targetOf(link.hash)
    if (target) holdInPlace(target)
  }
  document.addEventListener('click', onClick)
  // A jump made before this ran: hold its category too, while its heading is still on screen.
  const jumpedTo = targetOf(window.location.hash)
  if (jumpedTo && onScreen(jumpedTo)) holdInPlace(jumpedTo)
  return () => document.removeEventListener('click', onClick)
}

/** The category an address's `#…` names, where a jump bar links to it. */
function targetOf(hash: string): HTMLElement | null {
  const linked = [...document.querySelectorAll<HTMLAnchorElement>(jumpLinks)].some(
    (link) => link.hash === hash,
  )
  if (!linked) return null
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)))
  } catch {
    return null
  }
}

const onScreen = (element: Element) => {
  const { top, bottom } = element.getBoundingClientRect()
  return bottom > 0 && top < window.innerHeight
}

function holdInPlace(target: Element) {
  const start = performance.now()
  let held = true
  const release = () => {
    held = false
  }
  for (const type of visitorInput) addEventListener(type, release, { capture: true, passive: true })
  let placedTop = Number.NaN
  let placedAt = start
  const frame = () => {
    const now = performance.now()
    if (!held || now - placedAt > settleMs || now - start > longestHoldMs) {
      for (const type of visitorInput) removeEventListener(type, release, { capture: true })
      return
    }
    if (target.getBoundingClientRect().top !== placedTop) {
      target.scrollIntoView({ block: 'start', behavior: 'instant' })
      placedTop = target.getBoundingClientRect().top
      placedAt = now
    }
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}
