import { Logo } from '@/ui/logo'
import { PageLayout } from '@/app/layout/page-layout'
import { printWithoutSiteFrame } from '@/ui/print-without-site-frame'
import { usePageText } from '@/i18n/use-page-text'
import { postalAddressLine } from '@/lib/postal-address'
import { qrCodeSvg } from '@/lib/qr-code'
import { href } from '@/lib/routes'
import type { PageProps } from './page-props'

/** A link's address as a guest would type it: no scheme, no trailing slash. */
const shortUrl = (url: string) => url.replace(/^https:\/\//, '').replace(/\/$/, '')

/**
 * /speisekarte/aufsteller, for the owner: a card in A6 portrait to print for the tables, with the
 * logo and two QR codes, to the menu page and to the site's ordering page (made at build time),
 * where the terms are read before ordering. noindex.
 */
export default function TableTentPage({ site, document }: PageProps) {
  const { restaurant } = site
  const text = usePageText().pageMeta.tableTent
  const pageUrl = (page: 'menu-page' | 'order-page') =>
    `${restaurant.siteUrl}${href(page, document.language)}`
  const codes = [
    { caption: text.menuCaption, url: pageUrl('menu-page') },
    { caption: text.orderCaption, url: pageUrl('order-page') },
  ]
  return (
    <PageLayout restaurant={restaurant} document={document}>
      <div className={`px-4 py-10 print:p-0 ${printWithoutSiteFrame}`}>
        <p className="mx-auto max-w-prose text-muted print:hidden">{text.printHint}</p>
        <article className="mx-auto mt-8 flex aspect-[105/148] w-full max-w-sm flex-col items-center justify-between rounded-card border border-sand bg-white p-6 text-center text-black [:root:has(&)]:[page:table-tent] print:mt-0 print:h-[148mm] print:w-[105mm] print:max-w-none print:rounded-none print:border-0 print:p-[8mm]">
          <Logo name={restaurant.name} />
          <h1 className="font-display text-2xl font-semibold">{text.heading}</h1>
          <div className="grid w-full grid-cols-2 gap-4">
            {codes.map(({ caption, url }) => (
              <figure key={url} className="flex flex-col items-center">
                <span
                  role="img"
                  aria-label={`QR-Code: ${caption}, ${shortUrl(url)}`}
                  data-qr={url}
                  className="block w-full [&_svg]:block [&_svg]:size-full"
                  dangerouslySetInnerHTML={{ __html: qrCodeSvg(url) }}
                />
                <figcaption className="mt-1">
                  <span className="block font-semibold">{caption}</span>
                  {/* Broken only where an address may break, never inside a word („…ex / ample“):
                      after „www.“ and the hyphen, before a dot or the path. */}
                  <span className="block text-xs">
                    {shortUrl(url)
                      .split(/(?<=^www\.)|(?=[./])/)
                      .map((part, index) => (
                        <span key={`${index}${part}`}>
                          {index > 0 && <wbr />}
                          {part}
                        </span>
                      ))}
                  </span>
                </figcaption>
              </figure>
            ))}
          </div>
          <p className="text-xs">{text.printedMenuNote}</p>
          <p className="text-sm">
            {restaurant.name} · {postalAddressLine(restaurant.address)}
          </p>
        </article>
      </div>
    </PageLayout>
  )
}
