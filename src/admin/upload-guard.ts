/**
 * Every file the owner gives the CMS enters it through a file input, whether a photo field's or
 * the media library's („Medien“), or is dropped on one of their drop zones. A photo that carries
 * the place it was taken is refused there, in the words of the build's content check, before the
 * editor (Sveltia CMS, ADR 039) keeps it: a photo kept in the media library is committed with the
 * next save, so the check at the field (photo-widget.tsx) alone could not keep a location out of
 * the repository.
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
 * Holds each choice of files in `page` (the CMS's window), by a file input or by a drop, back from
 * the editor until its files are checked; then passes it on as the same event on the same element,
 * or refuses it with an alert (and empties the input).
 */
export function refuseUploadsWithLocation(page: Pick<Window, 'addEventListener' | 'alert'>): void {
  const checked = new WeakSet<Event>()
  // The editor listens below the window: it sees a choice only if it is passed on.
  const holdBack = (event: Event, files: File[], passOn: () => Event, refused = () => {}) => {
    event.stopImmediatePropagation()
    void Promise.all(files.map(uploadRefusal)).then((refusals) => {
      const refusal = refusals.find((reason) => reason !== undefined)
      if (refusal) {
        refused()
        page.alert(refusal)
        return
      }
      const passedOn = passOn()
      checked.add(passedOn)
      event.target?.dispatchEvent(passedOn)
    })
  }
  page.addEventListener(
    'change',
    (event) => {
      const input = event.target
      if (checked.has(event) || !(input instanceof HTMLInputElement) || input.type !== 'file') {
        return
      }
      holdBack(
        event,
        [...(input.files ?? [])],
        () => new Event('change', { bubbles: true }),
        () => (input.value = ''),
      )
    },
    { capture: true },
  )
  page.addEventListener(
    'drop',
    (event) => {
      const files = [...((event as DragEvent).dataTransfer?.files ?? [])]
      if (checked.has(event) || files.length === 0) return
      // Not the browser's own drop either (it would open the photo in place of the CMS).
      event.preventDefault()
      // A drop's files are readable only while it is dispatched: the one passed on carries its own.
      holdBack(event, files, () => {
        const dataTransfer = new DataTransfer()
        for (const file of files) dataTransfer.items.add(file)
        return new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer })
      })
    },
    { capture: true },
  )
}
