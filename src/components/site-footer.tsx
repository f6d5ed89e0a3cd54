import { restaurant } from '@/content/restaurant'
import { siteText } from '@/content/site-text'
import { nationalPhone, telHref } from '@/lib/phone'
import { footerRoutes } from '@/routes'
import { Logo } from './logo'

export function SiteFooter() {
  const { address } = restaurant
  const text = siteText.footer
  return (
    <footer className="bg-night text-cream">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <Logo tone="light" />
        <div>
          <h2 className="font-display text-lg">{text.contactHeading}</h2>
          <p className="mt-2">
            {text.phoneLabel}:{' '}
            <a className="underline underline-offset-4" href={telHref(restaurant.phone)}>
              {nationalPhone(restaurant.phone)}
            </a>
          </p>
          <p className="mt-1">
            {text.emailLabel}:{' '}
            <a
              className="break-all underline underline-offset-4"
              href={`mailto:${restaurant.email}`}
            >
              {restaurant.email}
            </a>
          </p>
        </div>
        <div>
          <h2 className="font-display text-lg">{text.addressHeading}</h2>
          <address className="mt-2 not-italic">
            {address.street}
            <br />
            {address.postalCode} {address.locality}
          </address>
        </div>
        <nav aria-label={text.legalHeading}>
          <h2 className="font-display text-lg">{text.legalHeading}</h2>
          <ul className="mt-2 space-y-1">
            {footerRoutes.map((route) => (
              <li key={route.file}>
                <a className="underline underline-offset-4" href={route.path ?? '/'}>
                  {route.navLabel}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  )
}
