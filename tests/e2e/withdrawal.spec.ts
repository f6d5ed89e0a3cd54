import { expect, test } from './fixtures.ts'
import { caseFor, languageOfPage, pagePaths } from './languages.ts'
import { href } from '#src/lib/routes.ts'

// The withdrawal function of § 356a BGB (ADR 032): „Vertrag widerrufen“ in every page's footer, as
// plain links in the HTML as served. On the ordering pages and in the order modal:
// order-page.spec.ts, order-modal.spec.ts; the form behind it: withdrawal-form.spec.ts.
test.use({ javaScriptEnabled: false })

const withdrawalPage = (language: 'de' | 'en') => href('withdrawal-page', language)

for (const path of pagePaths) {
  const language = languageOfPage(path)
  const { text } = caseFor(language)
  const label = text.islandText.order.withdrawalFunction

  test(`${path}: the footer links to the withdrawal function, visibly`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(path)
    const link = page.getByRole('contentinfo').getByRole('link', { name: label, exact: true })
    await expect(link).toHaveAttribute('href', withdrawalPage(language))
    await link.scrollIntoViewIfNeeded()
    await expect(link).toBeVisible()
  })
}
