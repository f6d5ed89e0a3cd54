import { usePageText } from '@/i18n/use-page-text'
import { useLanguage } from '@/i18n/text-context'
import type { Restaurant } from '@/schemas'
import { mailtoHref } from '@/lib/email'
import { osmDirectionsUrl } from '@/lib/osm-links'
import { displayPhone, telHref } from '@/lib/phone'
import { postalAddressLines } from '@/lib/postal-address'
import { buttonClasses } from '@/ui/button-classes'
import { ReservationLink } from '@/ui/reservation-link'
import { NoBreakText } from '@/ui/no-break-text'

/** A phone number or e-mail address as a link, tappable at 44 px. */
export const contactLink =
  'inline-flex min-h-11 items-center font-semibold text-chili underline underline-offset-4 hover:text-chili-dark wrap-anywhere'

/**
 * Address, phone and e-mail as tappable links, the reservation service where the owner uses one,
 * and the route planner.
 */
export function AddressCard({ restaurant }: { restaurant: Restaurant }) {
  const [street, town] = postalAddressLines(restaurant.address)
  const { visitText, reservationText } = usePageText()
  const service = restaurant.reservationService
  const language = useLanguage()
  return (
    <div className="rounded-card border border-sand bg-sand/40 p-5 sm:p-6">
      <h3 className="font-display text-2xl font-semibold">{visitText.addressHeading}</h3>
      <address className="mt-3 not-italic">
        <p className="text-lg leading-relaxed">
          {restaurant.name}
          <br />
          {street}
          <br />
          {town}
        </p>
        <p className="mt-3">
          <span className="text-muted">{visitText.phoneLabel}: </span>
          <a className={contactLink} href={telHref(restaurant.phone)}>
            {displayPhone(restaurant.phone, language)}
          </a>
          {restaurant.acceptsReservations && (
            <span className="block text-muted">
              {service ? reservationText.phoneOrOnline : visitText.reservationsNote}
            </span>
          )}
        </p>
        <p>
          <span className="text-muted">{visitText.emailLabel}: </span>
          <a className={contactLink} href={mailtoHref(restaurant.email)}>
            <NoBreakText text={restaurant.email} />
          </a>
        </p>
      </address>
      <div className="mt-5 flex flex-wrap gap-3">
        {service && <ReservationLink url={service.url} />}
        <a
          href={osmDirectionsUrl(restaurant)}
          target="_blank"
          rel="noopener"
          className={buttonClasses.outline}
        >
          {visitText.routeLink}
        </a>
      </div>
    </div>
  )
}
