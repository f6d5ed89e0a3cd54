/**
 * Every file the owner chooses enters the CMS through a file input, whether a photo field's or
 * the media library's („Medien“). A photo that carries the place it was taken is refused there, in
 * the words of the build's content check, before the editor (Sveltia CMS, ADR 039) keeps it: a
 * photo kept in the media library is committed with the next save, so the check at the field
 * (photo-widget.tsx) alone could not keep a location out of the repository.
 */
import { hasLocation, photoLocationRefusal } from '@/schemas/photo-checks'
import { unreadablePhoto } from './photo-field'

/** Why `file` may not be uploaded, or undefined. */
async function uploadRefusal(file: File): Promise<string | undefined> {
  try {
    return hasLocation(await file.arrayBuffer()) ? photoLocationRefusal : undefined
  } catch {
    return unreadablePhoto
  }
}

/**
 * Holds each choice of files in `page` (the CMS's window) back from the editor until its files are
 * checked; then passes it on as a change event of the same input, or refuses it with an alert and
 * empties the input.
 */
export function refuseUploadsWithLocation(page: Pick<Window, 'addEventListener' | 'alert'>): void {
  const checked = new WeakSet<Event>()
  page.addEventListener(
    'change',
    (event) => {
      const input = event.target
      if (checked.has(event) || !(input instanceof HTMLInputElement) || input.type !== 'file') {
        return
      }
      // The editor listens below the window: it sees the choice only if passed on.
      event.stopImmediatePropagation()
      const files = [...(input.files ?? [])]
      void Promise.all(files.map(uploadRefusal)).then((refusals) => {
        const refusal = refusals.find((reason) => reason !== undefined)
        if (refusal) {
          input.value = ''
          page.alert(refusal)
          return
        }
        const passedOn = new Event('change', { bubbles: true })
        checked.add(passedOn)
        input.dispatchEvent(passedOn)
      })
    },
    { capture: true },
  )
}
