import { usePageText } from '@/i18n/use-page-text'
import { useLanguage } from '@/i18n/text-context'
import { href } from '@/lib/routes'

export function BackLink() {
  const { siteText } = usePageText()
  const language = useLanguage()
  return (
    <a
      href={href('home-page', language)}
      className="inline-flex min-h-11 items-center rounded-full border border-chili px-5 font-semibold text-chili hover:bg-chili hover:text-cream"
    >
      {siteText.backToHome}
    </a>
  )
}
