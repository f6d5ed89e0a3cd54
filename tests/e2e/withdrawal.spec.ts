import { expect, stubs, test } from './fixtures.ts'
import { languageCases } from './languages.ts'
import { href } from '#src/lib/routes.ts'

// The withdrawal function of § 356a BGB (ADR 032): „Vertrag widerrufen“ on the ordering pages and
// in the order modal, as plain links in the HTML as served; behind it the page whose form declares
// the withdrawal with „Widerruf bestätigen“. The link in every page's footer is part of the page
// contract (tests/e2e/page-contract.spec.ts).
test.use({ javaScriptEnabled: false })

const withdrawalPage = (language: 'de' | 'en') => href('withdrawal-page', language)

for (const lang of languageCases) {
  const { language, text, site } = lang
  const order = text.islandText.order
  const form = text.withdrawalText.form

  test(`${lang.orderPage} and the order modal offer „${order.withdrawalFunction}“ beside the terms`, async ({
    page,
  }) => {
    await page.goto(lang.orderPage)
    const main = page.getByRole('main')
    await expect(
      main.getByRole('link', { name: order.withdrawalFunction, exact: true }),
    ).toHaveAttribute('href', withdrawalPage(language))
    // Before the order starts: the payment methods (§ 312j BGB) and the withdrawal in short.
    const methods = site.restaurant.paymentMethods.map((method) => order.paymentMethodNames[method])
    await expect(main.getByText(order.paymentMethods(methods.join(', ')))).toBeVisible()
    for (const line of order.withdrawalInShort) await expect(main.getByText(line)).toBeVisible()
    // The order modal's content is in the home page's HTML, inside its closed <dialog>.
    await page.goto(lang.home)
    const modal = page.locator('dialog', { hasText: order.modalTitle })
    await expect(
      modal.getByRole('link', { name: order.withdrawalFunction, exact: true, includeHidden: true }),
    ).toHaveAttribute('href', withdrawalPage(language))
  })

  test(`${withdrawalPage(language)}: „${form.submit}“ sends name, contract and e-mail to the form service`, async ({
    page,
    external,
  }) => {
    await page.goto(withdrawalPage(language))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.withdrawalText.heading)
    await expect(page.getByText(text.withdrawalText.scope.items[1]!)).toBeVisible()
    await page.getByLabel(form.name).fill('Erika Mustermann')
    await page.getByLabel(form.email).fill('erika@example.org')
    await page.getByLabel(form.orderDate).fill('2026-11-20')
    await page.getByLabel(form.orderNumber).fill('B-20394')
    await page.getByLabel(form.items).fill('2 Flaschen Cola 1 l, ungeöffnet')
    await page.getByRole('button', { name: form.submit }).click()
    await expect(page.getByRole('heading', { name: 'Widerruf eingegangen (Test)' })).toBeVisible()
    expect(stubs.withdrawalReceived).toContain('Widerruf eingegangen (Test)')
    const [sent] = external.withdrawals
    expect(Object.fromEntries(sent!)).toEqual({
      declaration: form.declaration,
      name: 'Erika Mustermann',
      email: 'erika@example.org',
      orderDate: '2026-11-20',
      orderNumber: 'B-20394',
      items: '2 Flaschen Cola 1 l, ungeöffnet',
    })
    expect(page.url()).toBe(site.restaurant.withdrawalForm!.action)
  })

  test(`${withdrawalPage(language)}: the form does not send without name, e-mail and order date`, async ({
    page,
    external,
  }) => {
    await page.goto(withdrawalPage(language))
    await page.getByLabel(form.name).fill('Erika Mustermann')
    await page.getByRole('button', { name: form.submit }).click()
    expect(
      await page
        .getByLabel(form.email)
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true)
    expect(external.withdrawals).toEqual([])
    await expect(page).toHaveURL(new RegExp(`${withdrawalPage(language)}$`))
  })
}
