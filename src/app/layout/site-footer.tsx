import type { Restaurant } from '@/schemas'
import { usePageText } from '@/i18n/use-page-text'
import { useLanguage } from '@/i18n/text-context'
import { mailtoHref } from '@/lib/email'
import { displayPhone, telHref } from '@/lib/phone'
import { postalAddressLines } from '@/lib/postal-address'
import { legalRoutes, link, type PageName } from '@/lib/routes'
import { withdrawalLink } from '@/lib/withdrawal-link'
import { Logo, type WordmarkSource } from '@/ui/logo'
import { NoBreakText } from '@/ui/no-break-text'

/** Footer links are touch targets of at least 44 × 44 px. */
const linkClasses =
  'inline-flex min-h-11 min-w-11 items-center underline underline-offset-4 hover:text-turmeric'

export function SiteFooter({
  restaurant,
  wordmark,
}: {
  restaurant: Restaurant
  /** Where the logo takes its drawn word from. */
  wordmark?: WordmarkSource
}) {
  const [street, town] = postalAddressLines(restaurant.address)
  const { siteText, pageMeta, islandText } = usePageText()
  // On a translation's pages: only the German terms bind (none on the German pages).
  const { contractNote, withdrawalInShort } = islandText.order
  const language = useLanguage()
  const text = siteText.footer
  const withdrawal = withdrawalLink(restaurant, language)
  const legalLabels: Partial<Record<PageName, string>> = {
    'impressum-page': pageMeta.impressum.navLabel,
    'datenschutz-page': pageMeta.datenschutz.navLabel,
    'agb-page': pageMeta.agb.navLabel,
    'accessibility-page': pageMeta.accessibility.navLabel,
  }
  return (
    <footer className="bg-night text-cream">
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <Logo name={restaurant.name} tone="light" wordmark={wordmark} />
        <div>
          <h2 className="font-display text-2xl font-semibold">{text.contactHeading}</h2>
          <p className="mt-2">
            <span className="sr-only">{text.phoneLabel}: </span>
            <a className={linkClasses} href={telHref(restaurant.phone)}>
              {displayPhone(restaurant.phone, language)}
            </a>
          </p>
          <p>
            <span className="sr-only">{text.emailLabel}: </span>
            <a
              className={`${linkClasses} [overflow-wrap:anywhere]`}
              href={mailtoHref(restaurant.email)}
            >
              <NoBreakText text={restaurant.email} />
            </a>
          </p>
        </div>
        <div>
          <h2 className="font-display text-2xl font-semibold">{text.addressHeading}</h2>
          <address className="mt-2 not-italic">
            {street}
            <br />
            {town}
          </address>
        </div>
        <nav aria-label={text.legalHeading}>
          <h2 className="font-display text-2xl font-semibold">{text.legalHeading}</h2>
          <ul className="mt-2">
            {legalRoutes(restaurant).map(({ page }) => (
              <li key={page}>
                <a className={linkClasses} {...link(page, language)}>
                  {legalLabels[page]}
                </a>
              </li>
            ))}
            {/* The withdrawal function (§ 356a BGB): on every page, always visible. */}
            <li>
              <a
                className={`${linkClasses} font-semibold`}
                href={withdrawal.href}
                hrefLang={withdrawal.hrefLang}
              >
                {islandText.order.withdrawalFunction}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      {contractNote && (
        // The footer's own sizes and weights: no font strike of its own (tests/e2e/page-contract.spec.ts).
        <div className="mx-auto max-w-6xl px-4 pb-10 text-sand">
          <p className="font-semibold text-cream">{contractNote.binding}</p>
          <ul className="mt-1 list-disc pl-5">
            {withdrawalInShort.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </footer>
  )
}
