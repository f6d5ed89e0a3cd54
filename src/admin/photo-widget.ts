/**
 * The photo widget: Decap's image widget, which also checks the photo the owner chooses (see
 * photo-field.ts). The check starts when the choice arrives; its refusal shows where Decap shows a
 * field's errors, at once, and holds back saving until the owner chooses another photo. Decap
 * validates a field through its control's `isValid`, so the widget is Decap's image control with
 * that method added; everything else (the media library, the preview) stays Decap's.
 */
import type { ComponentClass, ComponentType } from 'react'
import type CMS from 'decap-cms-app'
import type { CmsWidgetControlProps } from 'decap-cms-core'
import type { PhotoSize } from '@/schemas/photo-checks'
import { photoRefusal, photoWidget } from './photo-field'

/** What Decap hands a field's control (its Widget.js), as far as used here. */
interface ControlProps extends CmsWidgetControlProps<string | undefined> {
  getAsset(path: string, field: CmsWidgetControlProps['field']): Asset
  /** Runs the field's validation now, showing its errors. */
  validate(): void
  clearFieldErrors(id: string): void
  parentIds?: string[]
}

/** Decap's AssetProxy: a file the owner chose, or one the backend loaded (a blob: URL). */
interface Asset {
  path: string
  url: string
  fileObj?: File
}

/** Said when the owner saves before the check is done (it takes a moment for a large photo). */
const photoBeingChecked = 'Das Foto wird noch geprüft. Bitte einen Moment warten.'

/** The check of the photo a field holds. */
interface Check {
  value: string
  /** Undefined while the check runs, then the refusal or null. */
  refusal?: string | null
  /**
   * Whether saving waits for it: for a photo chosen now, not for the one the field opened with
   * (checked when it was chosen, or by the build), whose download must not hold up other edits.
   */
  holdsSaving: boolean
}

/**
 * The bytes of the photo at `value` (`/media/x.jpg`): the file the owner just chose, or the one the
 * backend loaded. Decap takes `/media/x.jpg` for an address on the site and hands out an asset of
 * that URL (which the site does not serve), so the photo is asked for by its bare name, which
 * Decap finds in the media folder (`content/media/`). While Decap still loads it, it hands out
 * a placeholder of another name; after a few seconds the photo goes unchecked here, and the
 * build's content check has the last word.
 */
async function photoBytes(props: ControlProps, value: string): Promise<Blob | undefined> {
  const name = value.split('/').pop() ?? value
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const asset = props.getAsset(name, props.field)
    if (asset.path.split('/').pop() === name) {
      if (asset.fileObj) return asset.fileObj
      if (asset.url.startsWith('blob:')) return (await fetch(asset.url)).blob()
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return undefined
}

/** Decap's registry of widgets, as it is: its own types give a widget's components as props. */
interface WidgetRegistry {
  getWidget(name: string): { control: ComponentClass<ControlProps>; preview?: ComponentType }
  registerWidget(name: string, control: ComponentClass<ControlProps>, preview?: ComponentType): void
}

/** Registers the photo widget with Decap, beside its image widget. */
export function registerPhotoWidget(cms: typeof CMS): void {
  const registry = cms as unknown as WidgetRegistry
  const image = registry.getWidget('image')
  const ImageControl = image.control

  class PhotoControl extends ImageControl {
    private check: Check | undefined

    componentDidMount() {
      super.componentDidMount?.()
      this.checkPhoto(false)
    }

    componentDidUpdate(previous: Readonly<ControlProps>, state: object, snapshot: unknown) {
      super.componentDidUpdate?.(previous, state, snapshot)
      if (previous.value !== this.props.value) this.checkPhoto(true)
    }

    /** Decap asks before it saves, and the check below when it is done. */
    isValid = () => {
      const { value, parentIds } = this.props
      const check = this.check?.value === value ? this.check : undefined
      const pending = check?.refusal === undefined && check?.holdsSaving
      const message = pending ? photoBeingChecked : check?.refusal
      return message ? { error: { type: 'CUSTOM', parentIds, message } } : { error: false }
    }

    private checkPhoto(holdsSaving: boolean) {
      const { value, field } = this.props
      // A refusal of the photo chosen before goes with it.
      if (this.check?.refusal) this.props.clearFieldErrors(this.props.forID)
      this.check = value ? { value, holdsSaving } : undefined
      const minimum = (field.get('minimum') as { toJS(): PhotoSize } | undefined)?.toJS()
      if (!value || !minimum) return
      const check = this.check!
      void photoBytes(this.props, value)
        .then((photo) => (photo ? photoRefusal(photo, minimum) : undefined))
        .then((refusal) => {
          if (this.check !== check) return
          check.refusal = refusal ?? null
          // Shows the refusal now, or takes back „wird noch geprüft“ if the owner saved meanwhile.
          this.props.validate()
        })
    }
  }

  registry.registerWidget(photoWidget, PhotoControl, image.preview)
}
