import { postalAddressLine } from '#src/lib/postal-address.ts'
import { caseFor, menuItems, categoryById } from '../e2e/languages.ts'
import { coveredByElement } from '../e2e/geometry.ts'
import { listRows, menuRows } from '../e2e/menu-rows.ts'
import { atPhoneWidthOnly, expect, test } from './fixtures.ts'
import { launchFirefox } from './firefox.ts'
import { dialogNamed, screenshot, scrollTo, scrollToElement, shown, visit } from './visit.ts'

// The home page's paths (issue 42), as tests/e2e/home.spec.ts, order-modal.spec.ts and
// menu.spec.ts check them in Chromium, in the words of the German page.
const lang = caseFor('de')
const { restaurant, home } = lang.site
const { heroText, specialtiesText, visitText, islandText, menuListText } = lang.text
const { order: orderText, menuDialog: menuText, hours: hoursText, map: mapText } = islandText
const items = menuItems(lang)

const orderModal = dialogNamed(orderText.modalTitle)
const menuDialog = dialogNamed(menuText.title)
const inMenu = 'dialog[open]'
const heroOrderButton = { role: 'link', name: heroText.orderButton } as const
const floatingButton = { role: 'link', name: orderText.floatingButton } as const
const closeButton = (dialog: string) =>
  ({ role: 'button', name: islandText.close, within: dialog }) as const

/** How many rows matching `rows` the open menu dialog shows. */
const shownInDialog = (tab: Parameters<typeof visit>[0], rows: string) =>
  tab.evaluate(
    (selector) =>
      [...document.querySelectorAll(`dialog[open] ${selector}`)].filter((row) =>
        row.checkVisibility(),
      ).length,
    rows,
  )

/**
 * How many dishes of the menu the open menu dialog shows: not the Mittagstisch's week, which leads
 * the list while one runs (tests/e2e/menu-rows.ts).
 */
const shownDishes = (tab: Parameters<typeof visit>[0]) => shownInDialog(tab, menuRows)

/**
 * How many rows the open menu dialog shows: the menu's dishes and, while a search or a filter is
 * on, those of the Mittagstisch week the page shows for the browser's day (the engines browse on
 * the machine's clock, so which week that is depends on the day the suite runs).
 */
const shownRows = (tab: Parameters<typeof visit>[0]) => shownInDialog(tab, listRows)

test('the hero shows the restaurant’s name and tagline under the sticky header', async ({
  tab,
}, testInfo) => {
  await visit(tab, '/')
  expect((await tab.inspect({ role: 'heading', name: restaurant.name }))?.visible).toBe(true)
  expect(await tab.evaluate(() => document.body.innerText)).toContain(home.hero.tagline.text)
  expect(
    await tab.evaluate(() => getComputedStyle(document.querySelector('header')!).position),
  ).toBe('sticky')
  // Nothing wider than the viewport: no sideways scrolling.
  expect(
    await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)
  await screenshot(tab, testInfo, 'home')
})

test('the order modal opens from the hero with the ordering page in its frame, 95 % × 90 % of the viewport, and closes with its button and with Escape', async ({
  tab,
  stubProxy: proxy,
}, testInfo) => {
  await visit(tab, '/')
  expect(await tab.evaluate(() => document.querySelectorAll('iframe').length)).toBe(0)
  expect(proxy.external.filter((url) => url.startsWith(restaurant.orderingUrl))).toEqual([])

  await tab.click(heroOrderButton)
  await expect.poll(() => shown(tab, orderModal)).toBe(true)
  const frame = await tab.inspect({ css: `iframe[title="${orderText.frameTitle}"]` })
  expect(frame?.attributes.src).toBe(restaurant.orderingUrl)
  expect(await tab.frameText(orderText.frameTitle)).toBe('Bestellseite (Test)')
  expect(proxy.external).toContain(restaurant.orderingUrl)
  const { box } = (await tab.inspect(orderModal))!
  const viewport = await tab.evaluate(() => ({ width: innerWidth, height: innerHeight }))
  expect(Math.abs(box.width - viewport.width * 0.95)).toBeLessThanOrEqual(1)
  expect(Math.abs(box.height - viewport.height * 0.9)).toBeLessThanOrEqual(1)
  expect(Math.abs(box.left - viewport.width * 0.025)).toBeLessThanOrEqual(1)
  await screenshot(tab, testInfo, 'order-modal')

  await tab.click(closeButton('dialog[open]'))
  await expect.poll(() => shown(tab, orderModal)).toBe(false)
  expect((await tab.inspect(heroOrderButton))?.focused).toBe(true)

  await tab.click(heroOrderButton)
  await expect.poll(() => shown(tab, orderModal)).toBe(true)
  await tab.press('Escape')
  await expect.poll(() => shown(tab, orderModal)).toBe(false)
  expect(await tab.evaluate(() => document.querySelectorAll('iframe').length)).toBe(0)
})

test('the floating order button appears past 0.8 × the viewport, opens the order modal and hides while it is open', async ({
  tab,
}, testInfo) => {
  await visit(tab, '/')
  // Ordered first from the hero, as a visitor may: the order modal's island then hydrates before
  // the button's, so on closing it the modal closes before the button shows again, and the
  // browser's own focus return finds the button hidden (WebKit and Firefox leave focus on <body>).
  await tab.click(heroOrderButton)
  await expect.poll(() => shown(tab, orderModal)).toBe(true)
  await tab.press('Escape')
  await expect.poll(() => shown(tab, orderModal)).toBe(false)
  await expect.poll(() => shown(tab, floatingButton)).toBe(false)
  await scrollTo(tab, 0.9)
  await expect.poll(() => shown(tab, floatingButton)).toBe(true)
  await scrollTo(tab, 0.7)
  await expect.poll(() => shown(tab, floatingButton)).toBe(false)
  await scrollTo(tab, 0.9)
  await expect.poll(() => shown(tab, floatingButton)).toBe(true)
  const header = (await tab.inspect({ css: 'header' }))!.box
  const button = (await tab.inspect(floatingButton))!.box
  // Docked in the sticky header's band (issue 52), covering no text or image of the page.
  expect(button.top).toBeGreaterThanOrEqual(header.top)
  expect(button.top + button.height).toBeLessThanOrEqual(header.top + header.height)
  expect(await tab.evaluate(coveredByElement, '[data-island="floating-order-button"] a')).toEqual(
    [],
  )
  await screenshot(tab, testInfo, 'floating-order-button')

  await tab.click(floatingButton)
  await expect.poll(() => shown(tab, orderModal)).toBe(true)
  await expect.poll(() => shown(tab, floatingButton)).toBe(false)
  await tab.click(closeButton('dialog[open]'))
  await expect.poll(() => shown(tab, orderModal)).toBe(false)
  await expect.poll(() => shown(tab, floatingButton)).toBe(true)
  // Focus goes back to the button, which shows again in its own island only after the modal has
  // closed (see the start): the site takes it back from <body> (src/ui/dialog.tsx).
  await expect.poll(() => tab.evaluate(floatingButtonFocused)).toBe(true)
  await tab.click(floatingButton)
  await expect.poll(() => shown(tab, orderModal)).toBe(true)
  await tab.press('Escape')
  await expect.poll(() => shown(tab, orderModal)).toBe(false)
  await expect.poll(() => tab.evaluate(floatingButtonFocused)).toBe(true)
})

function floatingButtonFocused() {
  return document.activeElement?.closest('[data-island="floating-order-button"]') != null
}

test('the menu dialog opens from „Speisekarte ansehen“ with focus on its title and no focus ring, its body and its chips scroll, and it closes without moving the page', async ({
  tab,
}, testInfo) => {
  await visit(tab, '/')
  const opener = { role: 'link', name: specialtiesText.menuButton } as const
  // Where the page's content starts, and how wide it is: the dialog must move neither.
  const contentEdge = async () => ({
    left: (await tab.inspect({ role: 'heading', name: specialtiesText.heading }))?.box.left,
    width: await tab.evaluate(() => document.documentElement.clientWidth),
  })
  const before = await contentEdge()
  await tab.click(opener)
  await expect.poll(() => shown(tab, menuDialog)).toBe(true)
  await expect.poll(() => shownDishes(tab)).toBe(items.length)
  expect(await contentEdge()).toEqual(before)
  // Opened by a click, focus is on the dialog's title and no focus ring shows (WebKit rang the
  // close button, and a title it focuses after a tap matches :focus-visible: the ring is drawn
  // where an outline is).
  expect(
    await tab.evaluate(() => {
      const focused = document.activeElement
      const ringed = [...document.querySelectorAll(':focus-visible')].filter(
        (element) => getComputedStyle(element).outlineStyle !== 'none',
      )
      return { focused: focused?.tagName, ringed: ringed.map((element) => element.tagName) }
    }),
  ).toEqual({ focused: 'H2', ringed: [] })
  // The chips scroll sideways, over a thin scrollbar in the palette where the engine styles one
  // (Firefox drew a white track).
  expect(
    await tab.evaluate(() => {
      const chips = document.querySelector<HTMLElement>('dialog[open] [data-jump-bar] ul')!
      const style = getComputedStyle(chips)
      return {
        scrolls: style.overflowX === 'auto' && chips.scrollWidth > chips.clientWidth,
        thin: !CSS.supports('scrollbar-width: thin') || style.scrollbarWidth === 'thin',
        track:
          !CSS.supports('scrollbar-color: red blue') ||
          style.scrollbarColor.endsWith(' transparent') ||
          /rgba\(0, 0, 0, 0\)$/.test(style.scrollbarColor),
      }
    }),
  ).toEqual({ scrolls: true, thin: true, track: true })
  const { box } = (await tab.inspect(menuDialog))!
  expect(box.width).toBeLessThanOrEqual(56 * 16)
  const body = await tab.evaluate(() => {
    // The body: the element that scrolls vertically under a maximum height.
    const scroller = [...document.querySelectorAll<HTMLElement>('dialog[open] *')].find((node) => {
      const style = getComputedStyle(node)
      return ['auto', 'scroll'].includes(style.overflowY) && style.maxHeight !== 'none'
    })
    if (!scroller) return null
    scroller.scrollTo({ top: 400, behavior: 'instant' })
    return { height: scroller.getBoundingClientRect().height, top: scroller.scrollTop }
  })
  expect(body?.height).toBeLessThanOrEqual((await tab.evaluate(() => innerHeight)) * 0.8 + 0.5)
  expect(body?.top).toBeGreaterThan(0)
  await screenshot(tab, testInfo, 'menu-dialog')
  await tab.click(closeButton(inMenu))
  await expect.poll(() => shown(tab, menuDialog)).toBe(false)
  expect((await tab.inspect(opener))?.focused).toBe(true)
  // Closing it shifts nothing sideways (Firefox moved the page by 18 px).
  expect(await contentEdge()).toEqual(before)
})

test('with a desktop’s classic scrollbars, Firefox moves nothing sideways when a dialog opens and closes', async ({
  engine,
  engineViewport,
  stubProxy,
}, testInfo) => {
  test.skip(engine !== 'firefox' || engineViewport.width < 1000, 'a desktop’s Firefox')
  // The suite's browsers overlay their scrollbars (firefox.ts): this one gives them their width.
  const session = await launchFirefox(
    engineViewport,
    stubProxy,
    String(testInfo.project.use.baseURL),
    { classicScrollbars: true },
  )
  try {
    const tab = session.page
    await visit(tab, '/')
    const edge = async () => ({
      left: (await tab.inspect({ role: 'heading', name: specialtiesText.heading }))?.box.left,
      width: await tab.evaluate(() => document.documentElement.clientWidth),
    })
    const closed = await edge()
    expect(closed.width, 'a scrollbar with a width').toBeLessThan(engineViewport.width)
    for (const opener of [{ role: 'link', name: specialtiesText.menuButton }, heroOrderButton]) {
      await tab.click(opener as typeof heroOrderButton)
      await expect
        .poll(() => tab.evaluate(() => Boolean(document.querySelector('dialog[open]'))))
        .toBe(true)
      expect(await edge(), `open from ${opener.name}`).toEqual(closed)
      await tab.press('Escape')
      await expect
        .poll(() => tab.evaluate(() => Boolean(document.querySelector('dialog[open]'))))
        .toBe(false)
      expect(await edge(), `closed from ${opener.name}`).toEqual(closed)
    }
    expect(await tab.takeProblems()).toEqual([])
  } finally {
    await session.close()
  }
})

test('the menu’s jump bar brings a category right under the bar and focuses its heading, the address unchanged', async ({
  tab,
}) => {
  await visit(tab, '/')
  await tab.click({ role: 'link', name: specialtiesText.menuButton })
  await expect.poll(() => shownDishes(tab)).toBe(items.length)
  const jumpBar = { role: 'navigation', name: menuListText.jumpBarLabel, within: inMenu } as const
  for (const id of ['pizza', 'desserts']) {
    const title = categoryById(lang, id).title.text
    await tab.click({ role: 'link', name: title, within: `${inMenu} nav[data-jump-bar]` })
    // The address stays; focus is on the category's heading.
    expect(await tab.evaluate(() => location.pathname + location.hash)).toBe('/')
    expect((await tab.inspect({ role: 'heading', name: title, within: inMenu }))?.focused).toBe(
      true,
    )
    // Where the jump rests once the page has stopped holding it in place (src/app/runtime/after-paint/exact-jumps.ts).
    await tab.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1200)))
    await expect
      .poll(async () => {
        const bar = (await tab.inspect(jumpBar))?.box
        const heading = (await tab.inspect({ role: 'heading', name: title, within: inMenu }))?.box
        const gap = bar && heading ? Math.round(heading.top - (bar.top + bar.height)) : NaN
        return gap >= 0 && gap <= 40 ? 'right under the bar' : `${title} ${gap} px under the bar`
      })
      .toBe('right under the bar')
  }
})

test('the hero’s link to the visit section brings its heading on screen, under the sticky header', async ({
  tab,
}) => {
  await visit(tab, '/')
  // The sections on the way are laid out as they come near; the page holds the target in place
  // (src/app/runtime/after-paint/exact-jumps.ts, ADR 037).
  await tab.click({ role: 'link', name: heroText.visitLink })
  await tab.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1200)))
  await expect
    .poll(async () => {
      const header = (await tab.inspect({ css: 'header' }))?.box
      const heading = (await tab.inspect({ role: 'heading', name: visitText.heading }))?.box
      const screen = await tab.evaluate(() => window.innerHeight)
      if (!header || !heading) return 'no heading'
      const below = Math.round(heading.top - (header.top + header.height))
      return below >= 0 && heading.top + heading.height <= screen
        ? 'on screen under the header'
        : `heading ${below} px under the header, screen ${screen} px`
    })
    .toBe('on screen under the header')
})

test.describe('the same at every width', () => {
  atPhoneWidthOnly()

  test('the menu’s search and its diet and allergen filters narrow the list', async ({ tab }) => {
    await visit(tab, '/')
    await tab.click({ role: 'link', name: specialtiesText.menuButton })
    await expect.poll(() => shownDishes(tab)).toBe(items.length)
    const status = { css: '[role="status"]', within: inMenu }
    const says = (shown: number) => menuText.resultCount(shown, items.length)

    await tab.fill({ role: 'searchbox', name: menuText.searchLabel, within: inMenu }, 'hahnchen')
    const chicken = items.filter((item) =>
      `${item.name.text} ${item.description?.text ?? ''}`.toLowerCase().includes('hähnchen'),
    )
    expect(chicken.length).toBeGreaterThan(5)
    await expect.poll(() => shownDishes(tab)).toBe(chicken.length)
    await expect.poll(async () => (await tab.inspect(status))?.text).toBe(says(chicken.length))
    await tab.fill({ role: 'searchbox', name: menuText.searchLabel, within: inMenu }, '')
    await expect.poll(() => shownDishes(tab)).toBe(items.length)

    const vegetarian = {
      role: 'button',
      name: menuText.filters.vegetarian,
      within: inMenu,
    } as const
    await tab.click(vegetarian)
    const vegetarianItems = items.filter((item) => item.diet)
    await expect.poll(() => shownDishes(tab)).toBe(vegetarianItems.length)
    await tab.click(vegetarian)
    await expect.poll(() => shownDishes(tab)).toBe(items.length)

    await tab.click({ css: 'summary', within: inMenu })
    await tab.click({ role: 'button', name: menuText.allergenFilter.names.A, within: inMenu })
    const glutenFree = items.filter((item) => !item.allergens?.some((code) => code.startsWith('A')))
    await expect.poll(() => shownDishes(tab)).toBe(glutenFree.length)
    // The count is the list's: the menu's gluten-free dishes and the shown week's.
    const listed = await shownRows(tab)
    expect(listed).toBeGreaterThanOrEqual(glutenFree.length)
    await expect.poll(async () => (await tab.inspect(status))?.text).toBe(says(listed))
  })

  test('the opening hours say whether the restaurant is open now', async ({ tab }) => {
    await visit(tab, '/')
    await scrollToElement(tab, '[data-testid="opening-status"]')
    const labels = Object.values(hoursText.status).filter((label) => typeof label === 'string')
    await expect
      .poll(async () => (await tab.inspect({ css: '[data-testid="opening-status"]' }))?.text ?? '')
      .toMatch(new RegExp(labels.join('|')))
  })

  test('the map box loads OpenStreetMap’s frame only when its button is clicked', async ({
    tab,
    stubProxy: proxy,
  }, testInfo) => {
    const mapTitle = mapText.title(`${restaurant.name}, ${postalAddressLine(restaurant.address)}`)
    await visit(tab, '/')
    const box = { role: 'group', name: mapText.preview.label } as const
    await scrollToElement(tab, '[role="group"] button')
    // The pictures on screen are in; still nothing asked of OpenStreetMap.
    await expect
      .poll(() =>
        tab.evaluate(() =>
          [...document.images]
            .filter((image) => {
              const box = image.getBoundingClientRect()
              return box.bottom > 0 && box.top < innerHeight && box.width > 0
            })
            .every((image) => image.complete),
        ),
      )
      .toBe(true)
    expect(proxy.external.filter((url) => url.includes('openstreetmap.org'))).toEqual([])
    expect(await tab.evaluate(() => document.querySelectorAll('iframe').length)).toBe(0)
    expect((await tab.inspect(box))?.visible).toBe(true)

    await tab.click({ role: 'button', name: mapText.preview.loadButton })
    expect(await tab.frameText(mapTitle)).toBe('Karte (Test)')
    expect((await tab.inspect({ css: `iframe[title="${mapTitle}"]` }))?.box.height).toBe(470)
    expect(proxy.external.some((url) => url.includes('openstreetmap.org'))).toBe(true)
    await screenshot(tab, testInfo, 'map')
  })
})
