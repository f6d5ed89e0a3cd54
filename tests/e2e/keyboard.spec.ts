import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { waitForIslandsArmed } from './wait-for-hydration.ts'
import { caseFor, languageCases, languageOfPage, pagePaths } from './languages.ts'

/** Accessible name and tag of the focused element, e.g. "A Jetzt Online Bestellen". */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return 'BODY'
    const name = element.getAttribute('aria-label') ?? element.textContent ?? ''
    return `${element.tagName} ${name.replace(/\s+/g, ' ').trim()}`
  })
}

function control(page: Page, name: string): Locator {
  return page
    .getByRole('link', { name, exact: true })
    .or(page.getByRole('button', { name, exact: true }))
}

/** Tabs forwards and backwards through the open dialog; focus must never leave it. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(key)
      // Focus leaving a cross-origin frame (the ordering page) reaches the parent document
      // asynchronously: until then the parent reports <body>. Poll instead of reading once.
      await expect
        .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)), {
          message: `${key} #${i + 1} left the dialog`,
        })
        .toBe(true)
    }
  }
}

// The skip link's text, written out: German on German pages, English on English ones.
const skipLinks = { de: 'Zum Inhalt springen', en: 'Skip to content' } as const

test('the skip link is the first Tab stop and moves focus to the main content', async ({
  page,
}) => {
  for (const path of pagePaths) {
    const skipLink = skipLinks[languageOfPage(path)]
    expect(caseFor(languageOfPage(path)).text.siteText.skipLink).toBe(skipLink)
    await page.goto(path)
    await waitForIslandsArmed(page)
    await page.keyboard.press('Tab')
    expect(await focused(page), path).toBe(`A ${skipLink}`)
    await expect(page.getByRole('link', { name: skipLink })).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  }
})

for (const lang of languageCases) {
  const { home: path, text } = lang
  const { heroText, specialtiesText, islandText } = text
  const orderText = islandText.order

  async function home(page: Page) {
    await page.goto(path)
    await waitForIslandsArmed(page)
  }

  const dialogs = [
    { opener: heroText.orderButton, dialog: orderText.modalTitle },
    { opener: specialtiesText.menuButton, dialog: islandText.menuDialog.title },
  ]

  test.describe(`${path}`, () => {
    test('Tab reaches the hero order button within the first five stops', async ({ page }) => {
      await home(page)
      const stops: string[] = []
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press('Tab')
        stops.push(await focused(page))
        if (stops.at(-1) === `A ${heroText.orderButton}`) break
      }
      expect(stops).toContain(`A ${heroText.orderButton}`)
    })

    test('the language link is a Tab stop in the header, and Enter follows it', async ({
      page,
    }) => {
      const { otherLanguage } = text.siteText
      const other = caseFor(otherLanguage.language)
      await home(page)
      const stops: string[] = []
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab')
        stops.push(await focused(page))
        if (stops.at(-1) === `A ${otherLanguage.name}`) break
      }
      expect(stops).toContain(`A ${otherLanguage.name}`)
      const link = page.getByRole('banner').getByRole('link', { name: otherLanguage.name })
      await expect(link).toBeFocused()
      await expect(link).toHaveAttribute('lang', other.language)
      await expect(link).toHaveAttribute('hreflang', other.language)
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL((url) => url.pathname === other.home)
      await expect(page.locator('html')).toHaveAttribute('lang', other.language)
    })

    test('once hydrated, the dialog openers tell screen readers they open a dialog', async ({
      page,
    }) => {
      await home(page)
      for (const { opener } of dialogs) {
        await expect(page.getByRole('link', { name: opener, exact: true })).toHaveAttribute(
          'aria-haspopup',
          'dialog',
        )
      }
    })

    for (const { opener, dialog: title } of dialogs) {
      test(`“${opener}” opens “${title}” by keyboard, traps focus, Escape closes and focus returns`, async ({
        page,
      }) => {
        await home(page)
        const button = control(page, opener).first()
        await button.focus()
        await page.keyboard.press('Enter')
        const dialog = page.getByRole('dialog', { name: title })
        await expect(dialog).toBeVisible()
        await expect
          .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
          .toBe(true)
        // Tab into the ordering page once it is there: focus entering a cross-origin frame while
        // its first document is still being swapped in can be dropped by the browser (to <body>).
        await expect(dialog.getByText(orderText.loading)).toHaveCount(0)
        await expectFocusTrapped(page, dialog)

        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
        await expect(button).toBeFocused()

        // The close button works from the keyboard as well.
        await page.keyboard.press('Enter')
        await expect(dialog).toBeVisible()
        await dialog.getByRole('button', { name: islandText.close }).focus()
        await page.keyboard.press('Enter')
        await expect(dialog).toBeHidden()
        await expect(button).toBeFocused()
      })
    }

    test('the floating order button opens the order modal and Escape closes it', async ({
      page,
    }) => {
      await home(page)
      await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5))
      const floating = control(page, orderText.floatingButton)
      await expect(floating).toBeVisible()
      await floating.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: orderText.modalTitle })
      await expect(dialog).toBeVisible()
      await expect(floating).toBeHidden()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(floating).toBeVisible()
      // The button shows again in its own island, and focus follows it within a frame.
      await expect.poll(() => focused(page)).not.toBe('BODY')
    })

    test('headings inside each dialog start at h2 and skip no level; its buttons are named', async ({
      page,
    }) => {
      await home(page)
      for (const { opener, dialog: title } of dialogs) {
        await control(page, opener).first().click()
        const dialog = page.getByRole('dialog', { name: title })
        await expect(dialog).toBeVisible()
        const levels = await dialog.evaluate((element) =>
          [...element.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1])),
        )
        expect(levels[0]).toBe(2)
        levels.forEach((level, index) => {
          expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1)
        })
        for (const element of await dialog.locator('button:visible, a[href]:visible').all()) {
          await expect(element).toHaveAccessibleName(/\S/)
        }
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
      }
    })
  })
}

for (const path of pagePaths) {
  test(`${path}: landmarks, headings without skipped levels, named icon buttons`, async ({
    page,
  }) => {
    await page.goto(path)
    await waitForIslandsArmed(page)
    await expect(page.getByRole('banner')).toHaveCount(1)
    await expect(page.getByRole('main')).toHaveCount(1)
    await expect(page.getByRole('contentinfo')).toHaveCount(1)
    for (const nav of await page.getByRole('navigation').all()) {
      await expect(nav).toHaveAccessibleName(/\S/)
    }

    // Headings of the page itself (closed dialogs are not part of it).
    const levels = await page.evaluate(() =>
      [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
        .filter((heading) => !heading.closest('dialog:not([open])'))
        .map((heading) => Number(heading.tagName[1])),
    )
    expect(levels[0], 'the first heading is the h1').toBe(1)
    expect(levels.filter((level) => level === 1)).toHaveLength(1)
    levels.forEach((level, index) => {
      const previous = levels[index - 1] ?? 0
      expect(level, `heading #${index + 1} after h${previous}`).toBeLessThanOrEqual(previous + 1)
    })

    for (const element of await page.locator('button:visible, a[href]:visible').all()) {
      await expect(element).toHaveAccessibleName(/\S/)
    }
  })
}

test('the German 404 page marks its English text lang="en"', async ({ page }) => {
  await page.goto('/gibt-es-nicht')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  const english = page.locator('[lang="en"]')
  await expect(english.getByText('Oops! Page not found')).toBeVisible()
  await expect(english.getByRole('link', { name: 'Return to Home' })).toBeVisible()
  await expect(english.getByText('404')).toBeVisible()
})

test('the English 404 page is English throughout and leads to /en/', async ({ page }) => {
  await page.goto('/en/does-not-exist')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Return to Home' }),
  ).toHaveAttribute('href', '/en/')
})
