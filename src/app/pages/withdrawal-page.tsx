import { PageLayout } from '@/app/layout/page-layout'
import { LegalArticle } from '@/features/legal/legal-article'
import { LegalBody } from '@/features/legal/legal-body'
import { legalDocument } from '@/features/legal/legal-document'
import { WithdrawalForm } from '@/features/withdrawal/withdrawal-form'
import { WithdrawalScope } from '@/features/withdrawal/withdrawal-scope'
import { usePageText } from '@/i18n/use-page-text'
import { legalAnchor } from '@/lib/legal-anchors'
import { href } from '@/lib/routes'
import type { PageProps } from './page-props'

const linkClasses = 'font-semibold text-chili underline underline-offset-4 hover:text-chili-dark'

/**
 * /widerruf and /en/withdrawal: the withdrawal function of § 356a BGB that „Vertrag widerrufen“
 * in every page's footer opens (ADR 032). It says what can be withdrawn and to whom, and holds the
 * second step: the form whose „Widerruf bestätigen“ declares the withdrawal. Where the ordering
 * service has a withdrawal function of its own, the page leads there as well. The English page
 * ends with a convenience translation of the Widerrufsbelehrung. No JavaScript.
 */
export default function WithdrawalPage({ site, document }: PageProps) {
  const { restaurant } = site
  const { language } = document
  const { withdrawalText } = usePageText()
  const service = withdrawalText.orderingService
  return (
    <PageLayout restaurant={restaurant} document={document}>
      <LegalArticle title={withdrawalText.heading}>
        <p className="mt-4">{withdrawalText.intro}</p>
        {restaurant.withdrawalFunctionUrl && (
          <p className="mt-4 rounded-2xl bg-sand p-4 font-semibold">
            {service.before}
            <a href={restaurant.withdrawalFunctionUrl} className={linkClasses}>
              {service.link}
            </a>
            {service.after}
          </p>
        )}
        {restaurant.withdrawalForm && (
          <WithdrawalForm
            form={restaurant.withdrawalForm}
            privacyHref={href(
              'datenschutz-page',
              language,
              legalAnchor('withdrawalForm', language),
            )}
          />
        )}
        <WithdrawalScope restaurant={restaurant} />
        {/* The Widerrufsbelehrung in English, marked as a convenience translation of the AGB's. */}
        {language === 'en' && (
          <LegalBody document={legalDocument('withdrawal-policy', 'en', restaurant)} />
        )}
      </LegalArticle>
    </PageLayout>
  )
}
