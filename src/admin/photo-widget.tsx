/**
 * The photo widget: the owner chooses a photo in the CMS's own dialog (from the media folder, or
 * a new upload), and before it enters the entry the widget checks it — large enough for its slot,
 * without the place it was taken (photo-field.ts) — and refuses it in the build's words, at once,
 * beside the field. A refused photo never reaches the entry, so nothing of it is saved (the CMS
 * discards an upload the entry no longer names). While a check runs, saving waits for it.
 */
import { useState } from 'react'
import type { PhotoSize } from '@/schemas/photo-checks'
import { OwnRootHost } from './own-react-root'
import { photoRefusal } from './photo-field'

/** What the CMS hands a field's control, as far as used here. */
interface PhotoControlProps {
  value: string | undefined
  field: { get(key: string): unknown }
  forID: string
  onChange(value: string): void
  pickFile(options: {
    kind: 'image'
    accept: string
    allowURL: boolean
  }): Promise<{ value: string; file?: Blob } | { value: string; file?: Blob }[] | null>
}

/** Said when the owner saves before the check is done (it takes a moment for a large photo). */
export const photoBeingChecked = 'Das Foto wird noch geprüft. Bitte einen Moment warten.'

/** The file types the site converts (src/schemas/fields.ts, photoExtensions). */
const photoTypes = 'image/jpeg,image/png,image/webp,image/avif'

/** The photo field's control in the CMS. */
export class PhotoControl extends OwnRootHost<PhotoControlProps> {
  protected override hostClass = 'photo-field'
  private checking = false

  protected override renderOwn(props: PhotoControlProps) {
    const minimum = (props.field.get('minimum') as { toJS(): PhotoSize }).toJS()
    return (
      <PhotoPicker
        {...props}
        minimum={minimum}
        onChecking={(checking) => {
          this.checking = checking
        }}
      />
    )
  }

  /** The CMS asks before it saves. */
  isValid() {
    return this.checking ? { error: { message: photoBeingChecked } } : true
  }
}

interface PickerProps extends PhotoControlProps {
  minimum: PhotoSize
  onChecking(checking: boolean): void
}

function PhotoPicker({ value, forID, onChange, pickFile, minimum, onChecking }: PickerProps) {
  const [shown, setShown] = useState<{ value: string; url: string }>()
  const [refusal, setRefusal] = useState<string>()
  const [checking, setChecking] = useState(false)
  const choose = async () => {
    const picked = await pickFile({ kind: 'image', accept: photoTypes, allowURL: false })
    const chosen = Array.isArray(picked) ? picked[0] : picked
    if (!chosen) return
    setRefusal(undefined)
    if (chosen.file) {
      setChecking(true)
      onChecking(true)
      const why = await photoRefusal(chosen.file, minimum)
      setChecking(false)
      onChecking(false)
      if (why) {
        setRefusal(why)
        return
      }
      setShown({ value: chosen.value, url: URL.createObjectURL(chosen.file) })
    }
    onChange(chosen.value)
  }
  const name = value?.startsWith('blob:') ? 'Neues Foto' : value?.split('/').pop()
  return (
    <div>
      {value ? (
        <p className="photo-field-current">
          {shown?.value === value && <img src={shown.url} alt="" width="96" height="72" />}
          <span>{name}</span>
        </p>
      ) : (
        <p className="photo-field-current">Noch kein Foto gewählt.</p>
      )}
      <div className="photo-field-actions">
        <button id={forID} type="button" disabled={checking} onClick={() => void choose()}>
          {value ? 'Anderes Foto wählen' : 'Foto wählen'}
        </button>
      </div>
      {checking && <p role="status">{photoBeingChecked}</p>}
      {refusal && (
        <p role="alert" className="photo-field-refusal">
          {refusal}
        </p>
      )}
    </div>
  )
}
