import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeJumpsExact } from './exact-jumps'

let frames: FrameRequestCallback[] = []
let now = 0
let stop: () => void = () => undefined

/** Runs the next animation frame `ms` after the last one. */
function nextFrame(ms = 16) {
  now += ms
  const due = frames
  frames = []
  for (const callback of due) callback(now)
}

/** A menu with its jump bar; the heading of Desserts sits where `top()` says. */
function menu(top: () => number) {
  document.body.innerHTML =
    '<nav data-jump-bar><a href="#desserts">Desserts</a></nav>' +
    '<h2 id="desserts">Desserts</h2><h2 id="elsewhere">Elsewhere</h2>'
  const heading = document.getElementById('desserts')!
  heading.getBoundingClientRect = () => ({ top: top(), bottom: top() + 30 }) as DOMRect
  const scrollIntoView = vi.fn()
  heading.scrollIntoView = scrollIntoView
  return { link: document.querySelector('a')!, scrollIntoView }
}

const click = (link: Element, init: MouseEventInit = {}) =>
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }))

/** A tap on the jump link to Desserts, whose heading sits at `top()`, and the frame after it. */
function jumpToDesserts(top: () => number) {
  const { link, scrollIntoView } = menu(top)
  stop = makeJumpsExact()
  click(link)
  nextFrame()
  return scrollIntoView
}

beforeEach(() => {
  frames = []
  now = 0
  vi.spyOn(performance, 'now').mockImplementation(() => now)
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback)
    return frames.length
  })
  history.replaceState(null, '', '#')
  reducedMotion(true)
})

/** Whether the visitor asks for reduced motion (the jump bars scroll smoothly otherwise). */
function reducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: reduce && query.includes('reduce') }) as MediaQueryList,
  )
}

afterEach(() => {
  stop()
  vi.restoreAllMocks()
})

describe('makeJumpsExact', () => {
  it('puts a jump’s heading back each time it moves, until it has stayed put for half a second', () => {
    let top = 400
    const scrollIntoView = jumpToDesserts(() => top)
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
    // Categories around it laid out over the next second: each move is put back.
    for (let move = 0; move < 5; move++) {
      top += 200
      nextFrame(200)
    }
    expect(scrollIntoView).toHaveBeenCalledTimes(6)
    nextFrame(400)
    expect(frames).toHaveLength(1)
    nextFrame(200)
    expect(frames).toHaveLength(0)
  })

  it('lets go when the visitor scrolls, taps or types', () => {
    let top = 400
    const scrollIntoView = jumpToDesserts(() => top)
    window.dispatchEvent(new Event('wheel'))
    top += 300
    nextFrame()
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
    expect(frames).toHaveLength(0)
  })

  it('leaves a link opened in a new tab or window alone', () => {
    const { link, scrollIntoView } = menu(() => 400)
    stop = makeJumpsExact()
    click(link, { ctrlKey: true })
    click(link, { button: 1 })
    expect(frames).toHaveLength(0)
    expect(scrollIntoView).not.toHaveBeenCalled()
  })

  it('holds a jump made before it ran while its heading is on screen, and only then', () => {
    history.replaceState(null, '', '#desserts')
    let top = 2000
    const { scrollIntoView } = menu(() => top)
    stop = makeJumpsExact()
    expect(frames).toHaveLength(0)
    stop()
    top = 300
    stop = makeJumpsExact()
    nextFrame()
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
  })

  it('holds every link into the page, not only the jump bars’ (the hero’s link to the visit section)', () => {
    document.body.innerHTML =
      '<a href="#besuchen">Öffnungszeiten & Anfahrt</a><section id="besuchen">Besuchen Sie uns</section>'
    const section = document.getElementById('besuchen')!
    let top = 1200
    section.getBoundingClientRect = () => ({ top, bottom: top + 900 }) as DOMRect
    const scrollIntoView = vi.fn(() => {
      top = 80
    })
    section.scrollIntoView = scrollIntoView
    stop = makeJumpsExact()
    click(document.querySelector('a')!)
    nextFrame()
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
    // The section about us above it is laid out at its real height: the target moves and is put back.
    top = 875
    nextFrame()
    expect(scrollIntoView).toHaveBeenCalledTimes(2)
  })

  it('leaves a click whose page handled it alone', () => {
    const { link, scrollIntoView } = menu(() => 400)
    stop = makeJumpsExact()
    link.addEventListener('click', (event) => event.preventDefault())
    click(link)
    expect(frames).toHaveLength(0)
    expect(scrollIntoView).not.toHaveBeenCalled()
  })

  it('keeps the address on a jump bar’s jump, and moves focus to the heading without scrolling', () => {
    history.replaceState(null, '', '/')
    const { link } = menu(() => 400)
    const heading = document.getElementById('desserts')!
    const focus = vi.spyOn(heading, 'focus')
    stop = makeJumpsExact()
    expect(click(link)).toBe(false)
    expect(window.location.hash).toBe('')
    expect(document.activeElement).toBe(heading)
    expect(heading.getAttribute('tabindex')).toBe('-1')
    expect(focus).toHaveBeenCalledWith({ preventScroll: true })
  })

  it('with motion, scrolls smoothly to the heading and holds it from the frame that scroll ends', () => {
    reducedMotion(false)
    let top = 1400
    const scrollIntoView = jumpToDesserts(() => top)
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'start', behavior: 'smooth' })
    // The browser's smooth scroll, frame by frame: left alone.
    for (const at of [1100, 800, 500, 300]) {
      top = at
      nextFrame()
    }
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
    // It ended short, at the categories' estimated heights: put in place, at once.
    window.dispatchEvent(new Event('scrollend'))
    nextFrame()
    expect(scrollIntoView).toHaveBeenCalledTimes(2)
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'start', behavior: 'instant' })
  })

  it('with motion, where the engine has no scrollend, holds it once it has stood still a few frames', () => {
    reducedMotion(false)
    const scrollIntoView = jumpToDesserts(() => 300)
    for (let frame = 0; frame < 6; frame++) nextFrame()
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
    nextFrame()
    nextFrame()
    expect(scrollIntoView).toHaveBeenCalledTimes(2)
  })

  it('holds nothing for an address no link in the page links to', () => {
    history.replaceState(null, '', '#elsewhere')
    menu(() => 300)
    stop = makeJumpsExact()
    expect(frames).toHaveLength(0)
  })
})
