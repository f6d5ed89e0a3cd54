import { OpeningHours } from '@/features/hours/opening-hours'
import { type PreviewProps, ValidatedPreview } from './validated-preview'

/** The hours card of the home page, with today's status and the closures now announced. */
export function HoursPreview({ entry }: PreviewProps) {
  return (
    <ValidatedPreview file="hours" entry={entry}>
      {(hours) => (
        <div className="mx-auto max-w-xl">
          <OpeningHours hours={hours} />
        </div>
      )}
    </ValidatedPreview>
  )
}
