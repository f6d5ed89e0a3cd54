// The Content-Security-Policy and Permissions-Policy in a real browser: Chromium loads every route
// and opens both dialogs and the map while listening for `securitypolicyviolation` events and for
// the console messages Chromium writes about CSP and Permissions-Policy. Both lists must stay empty.
import type { Page } from '@playwright/test'
import { clientOutDir } from '../../builder/paths.ts'
import { loadSite } from '../../builder/content/load-site.ts'
import {
  buildInlineHashes,
  contentSecurityPolicy,
  externalOriginsOf,
} from '../../builder/server-config/security-headers.ts'
import { documents } from '#src/lib/routes.ts'
import { expect, stubs, test } from './fixtures.ts'
import { languageCases } from './languages.ts'
import { waitForIslandsArmed, waitForLateWork } from './wait-for-hydration.ts'

declare global {
  interface Window {
    cspViolations: string[]
  }
}

/** Starts recording policy violations and policy console messages on every document of the page. */
async function recordPolicyProblems(page: Page): Promise<() => Promise<string[]>> {
  const consoleProblems: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    if (/Content[- ]Security[- ]Policy|Permissions[- ]Policy|Refused to/i.test(text)) {
      consoleProblems.push(`console ${message.type()}: ${text}`)
    }
  })
  await page.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ` +
          `(${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  return async () => [...consoleProblems, ...(await page.evaluate(() => window.cspViolations))]
}

const pageUrls = [
  ...documents.flatMap((document) => (document.path === null ? [] : [document.path])),
  '/gibt/es/nicht',
  '/en/does/not/exist',
]

for (const url of pageUrls) {
  test(`${url} runs under the CSP without a violation`, async ({ page }) => {
    const problems = await recordPolicyProblems(page)
    const response = await page.goto(url)
    // The policy really is in force (for the plain-HTTP Node server: without upgrade-insecure-requests).
    expect(response?.headers()['content-security-policy']).toBe(
      contentSecurityPolicy({
        https: false,
        ...externalOriginsOf(loadSite().restaurant),
        ...buildInlineHashes(clientOutDir),
      }),
    )
    await waitForLateWork(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await problems()).toEqual([])
  })
}

for (const lang of languageCases) {
  const { home, text } = lang
  const { heroText, specialtiesText, islandText } = text

  test(`${home} with the order modal, the menu dialog and the map has no CSP violation`, async ({
    page,
    external,
  }) => {
    const problems = await recordPolicyProblems(page)
    await page.goto(home)
    await waitForIslandsArmed(page)

    await page
      .getByRole('link', { name: heroText.orderButton, exact: true })
      .or(page.getByRole('button', { name: heroText.orderButton, exact: true }))
      .first()
      .click()
    const orderModal = page.getByRole('dialog', { name: islandText.order.modalTitle })
    await expect(orderModal).toBeVisible()
    const frameSelector = `iframe[title="${islandText.order.frameTitle}"]`
    const orderFrame = orderModal.locator(frameSelector)
    await expect(orderFrame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation',
    )
    await expect(orderFrame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin')
    // The ordering page (its stub) loads inside the sandboxed frame.
    await expect(orderModal.frameLocator(frameSelector).getByRole('heading')).toHaveText(
      headingOf(stubs.ordering),
    )
    await orderModal.getByRole('button', { name: islandText.close }).click()
    await expect(orderModal).toBeHidden()

    // A link to the menu that JavaScript upgrades to open the dialog (a button would do as well).
    await page
      .getByRole('link', { name: specialtiesText.menuButton, exact: true })
      .or(page.getByRole('button', { name: specialtiesText.menuButton, exact: true }))
      .first()
      .click()
    const menuDialog = page.getByRole('dialog', { name: islandText.menuDialog.title })
    await expect(menuDialog).toBeVisible()
    await menuDialog.getByRole('button', { name: islandText.close }).click()
    await expect(menuDialog).toBeHidden()

    // The map's iframe is created once the visitor asks for it.
    await page.getByRole('button', { name: islandText.map.preview.loadButton }).click()
    const map = page.locator('iframe[src*="openstreetmap.org"]')
    await map.scrollIntoViewIfNeeded()
    await expect(map).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin')
    await expect(map).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin')
    await expect(
      page.frameLocator('iframe[src*="openstreetmap.org"]').getByRole('heading'),
    ).toHaveText(headingOf(stubs.map))

    expect(external.urls.some((url) => url.includes('openstreetmap.org'))).toBe(true)
    expect(await problems()).toEqual([])
  })
}

test('the violation listener itself reports a blocked request (so an empty list means something)', async ({
  page,
}) => {
  const problems = await recordPolicyProblems(page)
  await page.goto('/impressum')
  await page.evaluate(() => {
    const image = document.createElement('img')
    image.src = 'https://tracker.invalid/pixel.png'
    document.body.append(image)
  })
  await expect.poll(problems).toContainEqual(expect.stringContaining('img-src blocked'))
})

function headingOf(html: string): string {
  const heading = /<h1>(.*?)<\/h1>/.exec(html)?.[1]
  if (!heading) throw new Error('stub page without <h1>')
  return heading
}
