import { siteText } from '@/content/site-text'

export function BackLink() {
  return (
    <a
      href="/"
      className="inline-flex min-h-11 items-center rounded-full border border-chili px-5 font-semibold text-chili hover:bg-chili hover:text-cream"
    >
      {siteText.backToHome}
    </a>
  )
}
