/**
 * Every file enters the CMS through the file input of Decap's media library, whether opened from a
 * photo field or from „Medien“. A photo that carries the place it was taken is refused there, in
 * the words of the build's content check, before Decap keeps it: Decap commits every upload of an
 * entry when the entry is saved, also one the photo widget refused, and an upload from „Medien“ at
 * once; so the check at the field (photo-widget.ts) alone could not keep a location out of the
 * repository. Decap itself refuses a file over its size limit the same way, with an alert.
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
 * Holds each choice of files in `page` (the CMS's window) back from Decap until its files are
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
      // Decap (React) listens on its root, below the window: it sees the choice only if passed on.
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
