import { isPlainClick } from '@/lib/plain-click'

/** A jump is held until its target has stayed where it belongs this long… */
const settleMs = 500
/** …and at most this long after the jump. */
const longestHoldMs = 3000

/** What tells that the visitor moves on: a new scroll, tap, click or key ends the hold. */
const visitorInput = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const

/**
 * Links into the page: the menu's jump bars (on the menu page and in the home page's menu dialog),
 * the hero's link to the visit section, the skip link.
 */
const inPageLinks = 'a[href^="#"]'

/**
 * Makes links into the page land exactly, from the moment it runs (the boot script's after-paint
 * tasks) whether or not any island has hydrated. Blocks below the first screen are laid out only
 * as they come near (render-on-approach: the home page's sections, the menu's categories; ADR 006,
 * 022), so the browser's jump goes where their estimated heights put the target, and a smooth
 * scroll keeps heading for the end it computed at its start; as the blocks around the target are
 * laid out at their real heights, it moves, by up to a screen, over the next frames (on a busy
 * phone, over a second or more). From the frame after the link's own jump or scroll start (its URL
 * and history stay the browser's), this puts the target where its scroll margin says, and back
 * there whenever it moves, until it has stayed put for half a second or the visitor scrolls, taps
 * or types, as browsers hold a link's target while a page loads (ADR 037). Returns what stops it.
 */
export function makeJumpsExact(): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || !isPlainClick(event)) return
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(inPageLinks)
    const target = link && targetOf(link.hash)
    if (!target) return
    if (!link.closest(jumpBars)) return holdInPlace(target, false)
    event.preventDefault()
    jumpTo(target)
  }
  document.addEventListener('click', onClick)
  // A jump made before this ran: hold its target too, while it is still on screen.
  const jumpedTo = targetOf(window.location.hash)
  if (jumpedTo && onScreen(jumpedTo)) holdInPlace(jumpedTo, false)
  return () => document.removeEventListener('click', onClick)
}

/**
 * The element an address's `#…` names, where a link in the page links to it (an address that
 * opens a dialog, such as `/#speisekarte`, is the dialog's to handle).
 */
function targetOf(hash: string): HTMLElement | null {
  const linked = [...document.querySelectorAll<HTMLAnchorElement>(inPageLinks)].some(
    (link) => link.hash === hash,
  )
  if (!linked) return null
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)))
  } catch {
    return null
  }
}

/** The menu's jump bars (src/features/menu/menu-jump-bar.tsx): their jumps are the page's own. */
const jumpBars = '[data-jump-bar]'

/**
 * A category jump as a move within the page, not a new address (issue 52): the address and the
 * history stay as they are (Back leaves the page, or closes the menu dialog), focus moves to the
 * category's heading, so that Tab and a screen reader go on from there, and the heading scrolls
 * into view where its scroll margin puts it, below the sticky bar: smoothly, unless the visitor
 * asks for reduced motion; then held there while the categories around it take their real heights.
 */
function jumpTo(target: HTMLElement) {
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1
  target.focus({ preventScroll: true })
  const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches
  // Without motion, the hold's first frame puts it in place at once.
  if (smooth) target.scrollIntoView({ block: 'start', behavior: 'smooth' })
  holdInPlace(target, smooth)
}

const onScreen = (element: Element) => {
  const { top, bottom } = element.getBoundingClientRect()
  return bottom > 0 && top < window.innerHeight
}

/**
 * Holds `target` where its scroll margin puts it. After a smooth scroll of our own, from the frame
 * that scroll ends (its `scrollend`, or the target still for a few frames where the engine has no
 * such event): until then the scroll is the browser's, and it lands where it computed at its start.
 */
function holdInPlace(target: Element, afterSmoothScroll: boolean) {
  const start = performance.now()
  let held = true
  const release = () => {
    held = false
  }
  let placedTop = Number.NaN
  let placedAt = start
  let scrolling = afterSmoothScroll
  let stillFrames = 0
  // Once the scroll has ended, the target is checked again, wherever it rests.
  const scrollEnded = () => {
    if (!scrolling) return
    scrolling = false
    placedTop = Number.NaN
  }
  for (const type of visitorInput) addEventListener(type, release, { capture: true, passive: true })
  addEventListener('scrollend', scrollEnded, { capture: true, passive: true })
  const frame = () => {
    const now = performance.now()
    if (!held || now - placedAt > settleMs || now - start > longestHoldMs) {
      for (const type of visitorInput) removeEventListener(type, release, { capture: true })
      removeEventListener('scrollend', scrollEnded, { capture: true })
      return
    }
    const top = target.getBoundingClientRect().top
    if (scrolling) {
      stillFrames = top === placedTop ? stillFrames + 1 : 0
      placedTop = top
      placedAt = now
      if (stillFrames > 5) scrollEnded()
      return requestAnimationFrame(frame)
    }
    if (top !== placedTop) {
      target.scrollIntoView({ block: 'start', behavior: 'instant' })
      placedTop = target.getBoundingClientRect().top
      placedAt = now
    }
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}
