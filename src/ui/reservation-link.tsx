import { usePageText } from '@/i18n/use-page-text'
import { buttonClasses } from './button-classes'

/**
 * „Tisch reservieren“: the owner's reservation service (content/restaurant.yaml), opened in a new
 * tab, never framed in our pages, so the service's page sets nothing on ours. Screen readers hear
 * that it opens a tab.
 */
export function ReservationLink({ url, className = '' }: { url: string; className?: string }) {
  const { reservationText } = usePageText()
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener"
      className={`${buttonClasses.primary} ${className}`}
    >
      {reservationText.link}
      <span className="sr-only"> {reservationText.newTab}</span>
    </a>
  )
}
