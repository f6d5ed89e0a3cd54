// Keyboard use of the home page: the hero's order button early in the Tab order, the language link,
// both dialogs opened, trapped and closed by keyboard with focus returned, the floating order
// button. The skip link, landmarks, heading levels and named controls of every page are in
// tests/e2e/page-contract.spec.ts.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { waitForIslandsArmed } from './wait-for-hydration.ts'
import { caseFor, languageCases } from './languages.ts'

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
