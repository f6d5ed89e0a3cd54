import { caseFor, menuItems } from '../e2e/languages.ts'
import { boxesCrossingTheEdge, brokenRuns, unbreakableRuns } from '../e2e/geometry.ts'
import { menuRows } from '../e2e/menu-rows.ts'
import { atPhoneWidthOnly, expect, test } from './fixtures.ts'
import { watchPath } from './stub-proxy.ts'
import { dialogNamed, screenshot, shown, visit } from './visit.ts'

// The other pages a visitor opens (issue 42), as tests/e2e/menu-page.spec.ts, order-page.spec.ts
// and page-contract.spec.ts check them in Chromium.
const de = caseFor('de')
const en = caseFor('en')
const { pageMeta, siteText, islandText } = de.text

// The geometry check of tests/e2e/site.layout.spec.ts (issue 52) on the main pages: no element's
// box crosses the screen's edge but inside a horizontal scroller; and the listed quantities,
// dates, times and web addresses each on one line (tests/e2e/typography.spec.ts).
for (const path of ['/', '/bestellen', '/speisekarte', '/mittagstisch']) {
  test(`${path}: nothing crosses the screen's edge, no quantity or date broken across lines`, async ({
    tab,
  }) => {
    await visit(tab, path)
    // Every part laid out (render-on-approach lays out a section as it comes near).
    await tab.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y)
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
      }
      scrollTo(0, 0)
    })
    expect(await tab.evaluate(boxesCrossingTheEdge)).toEqual([])
    expect(await tab.evaluate(brokenRuns, unbreakableRuns)).toEqual([])
  })
}

const h1 = (tab: Parameters<typeof visit>[0]) =>
  tab.evaluate(() => document.querySelector('h1')?.textContent?.trim())

test('/speisekarte shows the whole menu, and its jump bar sticks under the header', async ({
  tab,
}, testInfo) => {
  await visit(tab, '/speisekarte')
  expect(await h1(tab)).toBe(pageMeta.menu.heading)
  for (const category of de.site.menu) {
    expect(
      (await tab.inspect({ role: 'heading', name: category.title.text, hidden: true }))?.text,
    ).toBe(category.title.text)
  }
  await expect
    // The menu's own rows, not the Mittagstisch's week (tests/e2e/menu-rows.ts).
    .poll(() =>
      tab.evaluate((rows) => document.querySelectorAll(`#gerichte ${rows}`).length, menuRows),
    )
    .toBe(menuItems(de).length)
  await screenshot(tab, testInfo, 'menu-page')
  const pizza = de.site.menu.find((category) => category.id === 'pizza')!.title.text
  await tab.click({ role: 'link', name: pizza, within: 'nav[data-jump-bar]' })
  await expect
    .poll(async () => {
      const header = (await tab.inspect({ css: 'header' }))!.box
      const bar = (await tab.inspect({ css: 'nav[data-jump-bar]' }))!.box
      const heading = (await tab.inspect({ role: 'heading', name: pizza }))?.box
      const barGap = Math.round(bar.top - (header.top + header.height))
      const headingGap = heading ? Math.round(heading.top - (bar.top + bar.height)) : NaN
      return barGap >= -1 && headingGap >= 0 && headingGap <= 40
        ? 'right under the bar'
        : `bar ${barGap} px under the header, ${pizza} ${headingGap} px under the bar`
    })
    .toBe('right under the bar')
  await screenshot(tab, testInfo, 'menu-page-pizza')
})

test('/bestellen frames the ordering service under the header, filling the screen below it', async ({
  tab,
  stubProxy: proxy,
}, testInfo) => {
  await visit(tab, '/bestellen')
  expect(await h1(tab)).toBe(pageMeta.order.heading)
  const frameTitle = islandText.order.frameTitle
  expect(await tab.frameText(frameTitle)).toBe('Bestellseite (Test)')
  expect(proxy.external).toContain(de.site.restaurant.orderingUrl)
  const box = (await tab.inspect({ css: `iframe[title="${frameTitle}"]` }))!.box
  expect(Math.round(box.height)).toBe((await tab.evaluate(() => innerHeight)) - 64)
  await screenshot(tab, testInfo, 'order-page')
})

test.describe('the same at every width', () => {
  atPhoneWidthOnly()

  test('/impressum is text without script, its back link leads home', async ({ tab }, testInfo) => {
    await visit(tab, '/impressum')
    expect(await h1(tab)).toBe(pageMeta.impressum.heading)
    // No script but its structured data (and, in WebKit, the suite's page watch).
    const scripts = await tab.evaluate(
      (watch) =>
        [...document.scripts]
          .filter((script) => script.type !== 'application/ld+json' && !script.src.endsWith(watch))
          .map((script) => script.src || script.textContent),
      watchPath,
    )
    expect(scripts).toEqual([])
    await screenshot(tab, testInfo, 'impressum')
    await tab.click({ role: 'link', name: siteText.backToHome })
    await expect.poll(() => tab.evaluate(() => location.pathname)).toBe('/')
  })

  test('an unknown path answers 404 with the 404 page, which logs the path and nothing else', async ({
    tab,
  }, testInfo) => {
    const path = '/gibt/es/nicht'
    expect(await tab.goto(path)).toBe(404)
    const { notFound } = siteText
    const heading = { role: 'heading', name: `${notFound.code} ${notFound.message}` } as const
    expect((await tab.inspect(heading))?.visible).toBe(true)
    expect(await tab.evaluate(() => document.body.innerText)).toContain(notFound.message)
    const home = await tab.inspect({ role: 'link', name: notFound.homeLink, within: 'main' })
    expect(home?.attributes.href).toBe('/')
    await screenshot(tab, testInfo, 'not-found')
    // The page reports the path it was asked for (DESIGN.md §3), and that is all.
    let problems: string[] = []
    await expect
      .poll(async () => (problems = [...problems, ...(await tab.takeProblems())]))
      .toContainEqual(expect.stringContaining(path))
    expect(problems.filter((problem) => !problem.includes(path))).toEqual([])
  })

  test('/en/ is in English, and its order button opens the English order modal', async ({
    tab,
  }, testInfo) => {
    await visit(tab, '/en/')
    expect(await tab.evaluate(() => document.documentElement.lang)).toBe('en')
    expect(await tab.evaluate(() => document.body.innerText)).toContain(
      en.site.home.hero.tagline.text,
    )
    await screenshot(tab, testInfo, 'home-en')
    await tab.click({ role: 'link', name: en.text.heroText.orderButton })
    await expect.poll(() => shown(tab, dialogNamed(en.text.islandText.order.modalTitle))).toBe(true)
    expect(await tab.frameText(en.text.islandText.order.frameTitle)).toBe('Bestellseite (Test)')
  })
})
