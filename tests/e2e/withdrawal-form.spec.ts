// The withdrawal function of § 356a BGB (ADR 032): the page behind „Vertrag widerrufen“, whose
// form declares the withdrawal with „Widerruf bestätigen“ to the form service, without JavaScript
// as served. It sends nothing without name and e-mail; the order number or the date identifies the
// order, neither required. In German; English: its words, its declaration and its language. The links to it (footer, ordering pages, order modal): the page contract,
// order-page.spec.ts, order-modal.spec.ts.
import { expect, stubs, test } from './fixtures.ts'
import { caseFor } from './languages.ts'
import { stubHeading } from './stub-heading.ts'
import { href } from '#src/lib/routes.ts'

test.use({ javaScriptEnabled: false })

const guest = {
  name: 'Erika Mustermann',
  email: 'erika@example.org',
  orderDate: '2026-11-20',
  orderNumber: 'B-20394',
  items: '2 Flaschen Cola 1 l, ungeöffnet',
}

for (const language of ['de', 'en'] as const) {
  const { text, site } = caseFor(language)
  const { form } = text.withdrawalText
  const path = href('withdrawal-page', language)

  test(`${path}: „${form.submit}“ sends nothing without name and e-mail, then sends the declaration, with the page’s language, to the form service`, async ({
    page,
    external,
  }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.withdrawalText.heading)
    await expect(page.getByText(text.withdrawalText.scope.items[1]!)).toBeVisible()

    // German only: the browser's own checks keep an incomplete declaration on the page.
    if (language === 'de') {
      await page.getByLabel(form.name).fill(guest.name)
      await page.getByRole('button', { name: form.submit }).click()
      expect(
        await page
          .getByLabel(form.email)
          .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
      ).toBe(true)
      // With an order number the date is not needed: only name and e-mail are.
      await expect(page.getByLabel(form.orderDate)).not.toHaveAttribute('required')
      await expect(page.getByLabel(form.orderNumber)).not.toHaveAttribute('required')
      expect(external.withdrawals).toEqual([])
      await expect(page).toHaveURL(new RegExp(`${path}$`))
    }

    await page.getByLabel(form.name).fill(guest.name)
    await page.getByLabel(form.email).fill(guest.email)
    await page.getByLabel(form.orderDate).fill(guest.orderDate)
    await page.getByLabel(form.orderNumber).fill(guest.orderNumber)
    await page.getByLabel(form.items).fill(guest.items)
    await page.getByRole('button', { name: form.submit }).click()
    await expect(
      page.getByRole('heading', { name: stubHeading(stubs.withdrawalReceived) }),
    ).toBeVisible()
    const [sent] = external.withdrawals
    expect(Object.fromEntries(sent!)).toEqual({
      declaration: form.declaration,
      language,
      ...guest,
    })
    expect(page.url()).toBe(site.restaurant.withdrawalForm!.action)
  })
}
