// The Content-Security-Policy and Permissions-Policy with the home page's third-party frames: Chromium
// opens both dialogs and the map while listening for `securitypolicyviolation` events and for the
// console messages Chromium writes about CSP and Permissions-Policy; the list must stay empty. Every
// page's own load under the policy (and the listener's self-test) is in
// tests/e2e/page-contract.spec.ts.
import { expect, stubs, test } from './fixtures.ts'
import { languageCases } from './languages.ts'
import { recordPolicyProblems } from './policy-problems.ts'
import { waitForIslandsArmed } from './wait-for-hydration.ts'

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

function headingOf(html: string): string {
  const heading = /<h1>(.*?)<\/h1>/.exec(html)?.[1]
  if (!heading) throw new Error('stub page without <h1>')
  return heading
}
