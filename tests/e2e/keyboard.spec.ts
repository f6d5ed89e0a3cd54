import type { Locator, Page } from '@playwright/test'
import { orderText } from '../../src/content/home.ts'
import { routes } from '../../src/routes.ts'
import { expect, test } from './fixtures.ts'
import { waitForHydration } from './wait-for-hydration.ts'

const paths = [
  ...routes.flatMap((route) => (route.path === null ? [] : [route.path])),
  '/gibt-es-nicht',
]

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

async function home(page: Page) {
  await page.goto('/')
  await waitForHydration(page)
}

test('the skip link is the first Tab stop and moves focus to the main content', async ({
  page,
}) => {
  for (const path of paths) {
    await page.goto(path)
    await waitForHydration(page)
    await page.keyboard.press('Tab')
    expect(await focused(page), path).toBe('A Zum Inhalt springen')
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  }
})

test('Tab reaches the hero order button within the first five stops', async ({ page }) => {
  await home(page)
  const stops: string[] = []
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab')
    stops.push(await focused(page))
    if (stops.at(-1) === 'A Jetzt Online Bestellen') break
  }
  expect(stops).toContain('A Jetzt Online Bestellen')
})

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

const dialogs = [
  { opener: 'Jetzt Online Bestellen', dialog: 'Online Bestellen' },
  { opener: 'Speisekarte ansehen', dialog: 'Unsere Speisekarte' },
]

test('once hydrated, the dialog openers tell screen readers they open a dialog', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
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
    // Tab into the ordering page once it is there: focus entering a cross-origin frame while its
    // first document is still being swapped in can be dropped by the browser (to <body>).
    await expect(dialog.getByText(orderText.loading)).toHaveCount(0)
    await expectFocusTrapped(page, dialog)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()

    // The close button works from the keyboard as well.
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Schließen' }).focus()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
  })
}

test('the floating order button opens the order modal and Escape closes it', async ({ page }) => {
  await home(page)
  await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5))
  const floating = control(page, 'Jetzt Bestellen')
  await expect(floating).toBeVisible()
  await floating.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Online Bestellen' })
  await expect(dialog).toBeVisible()
  await expect(floating).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(floating).toBeVisible()
  // The button shows again in its own island, and focus follows it within a frame.
  await expect.poll(() => focused(page)).not.toBe('BODY')
})

for (const path of paths) {
  test(`${path}: landmarks, headings without skipped levels, named icon buttons`, async ({
    page,
  }) => {
    await page.goto(path)
    await waitForHydration(page)
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

test('the 404 page marks its English text lang="en"', async ({ page }) => {
  await page.goto('/gibt-es-nicht')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  const english = page.locator('[lang="en"]')
  await expect(english.getByText('Oops! Page not found')).toBeVisible()
  await expect(english.getByRole('link', { name: 'Return to Home' })).toBeVisible()
  await expect(english.getByText('404')).toBeVisible()
})
