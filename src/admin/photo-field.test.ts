import sharp, { type Create, type Exif } from 'sharp'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { photoLocationRefusal, photoTooSmall } from '@/schemas/photo-checks'
import { cms, photo, photoMinimums } from '@/schemas'
import { cmsFields } from './cms-fields'
import { photoRefusal, photoWidget, unreadablePhoto } from './photo-field'
import { refuseUploadsWithLocation } from './upload-guard'

/** Where a phone in Otterbach writes the place a photo was taken. */
const otterbach: Exif = {
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '49/1 29/1 1830/100',
    GPSLongitudeRef: 'E',
    GPSLongitude: '7/1 43/1 5/1',
  },
}

/** A small JPEG as the browser hands a chosen file over; its size is what `measure` says. */
async function jpeg(exif: Exif = {}): Promise<File> {
  const create = { width: 64, height: 48, channels: 3, background: '#a3301f' } as Create
  const bytes = await sharp({ create }).withExif(exif).jpeg().toBuffer()
  return new File([new Uint8Array(bytes)], 'foto.jpg', { type: 'image/jpeg' })
}

describe('the photo field', () => {
  it('is the photo widget with the least size of its slot, from the schema', () => {
    for (const slot of ['hero', 'card'] as const) {
      const [field] = cmsFields(
        z.strictObject({ photo: cms(photo('de', slot), { label: 'Foto' }) }),
      )
      const { fields } = field as unknown as { fields: Record<string, unknown>[] }
      expect(fields[0]).toMatchObject({
        name: 'image',
        widget: photoWidget,
        minimum: photoMinimums[slot],
        hint: expect.stringContaining(
          `Mindestens ${photoMinimums[slot].width} × ${photoMinimums[slot].height} Pixel`,
        ),
      })
    }
  })

  it("refuses a photo smaller than its slot, in the build's words, and takes one large enough", async () => {
    const measured = (width: number, height: number) => async () => ({ width, height })
    const { hero } = photoMinimums
    expect(await photoRefusal(await jpeg(), hero, measured(1200, 800))).toBe(
      photoTooSmall({ width: 1200, height: 800 }, hero),
    )
    expect(await photoRefusal(await jpeg(), hero, measured(1600, 1200))).toBeUndefined()
  })

  it('refuses a photo that carries its location, however large', async () => {
    const large = async () => ({ width: 4000, height: 3000 })
    expect(await photoRefusal(await jpeg(otterbach), photoMinimums.card, large)).toBe(
      photoLocationRefusal,
    )
  })

  it('refuses a file it cannot show as a picture', async () => {
    const undecodable = () => Promise.reject(new Error('InvalidStateError'))
    expect(await photoRefusal(await jpeg(), photoMinimums.card, undecodable)).toBe(unreadablePhoto)
  })
})

describe('the check of every upload', () => {
  afterEach(() => vi.unstubAllGlobals())

  /** A file input in a page guarded as the CMS's window is, and what reaches the CMS. */
  function guardedInput(file: File) {
    const page = Object.assign(document.createElement('div'), { alert: vi.fn() })
    refuseUploadsWithLocation(page)
    const input = Object.assign(document.createElement('input'), { type: 'file' })
    Object.defineProperty(input, 'files', { value: [file] })
    page.append(input)
    const reachesCms = vi.fn()
    // Where React listens: below the window, on the CMS's root.
    page.addEventListener('change', reachesCms)
    input.dispatchEvent(new Event('change', { bubbles: true }))
    return { page, reachesCms }
  }

  it('passes a photo without a location on to the CMS', async () => {
    const { page, reachesCms } = guardedInput(await jpeg())
    await vi.waitFor(() => expect(reachesCms).toHaveBeenCalledTimes(1))
    expect(page.alert).not.toHaveBeenCalled()
  })

  it('keeps a photo with its location from the CMS and says why', async () => {
    const { page, reachesCms } = guardedInput(await jpeg(otterbach))
    await vi.waitFor(() => expect(page.alert).toHaveBeenCalledWith(photoLocationRefusal))
    expect(reachesCms).not.toHaveBeenCalled()
  })

  /** A drop as browsers make it: happy-dom's DragEvent leaves out its `dataTransfer`. */
  class BrowserDragEvent extends DragEvent {
    override readonly dataTransfer: DataTransfer | null
    constructor(type: string, init: DragEventInit) {
      super(type, init)
      this.dataTransfer = init.dataTransfer ?? null
    }
  }

  /** A photo dropped on a drop zone in a guarded page, and the files that reach the CMS. */
  function guardedDrop(file: File) {
    vi.stubGlobal('DragEvent', BrowserDragEvent)
    const page = Object.assign(document.createElement('div'), { alert: vi.fn() })
    refuseUploadsWithLocation(page)
    const dropZone = document.createElement('div')
    page.append(dropZone)
    const reachesCms = vi.fn()
    page.addEventListener('drop', (event) =>
      reachesCms([...((event as DragEvent).dataTransfer?.files ?? [])].map(({ name }) => name)),
    )
    const dataTransfer = new DataTransfer()
    dataTransfer.items.add(file)
    const drop = new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer })
    dropZone.dispatchEvent(drop)
    return { page, reachesCms, drop }
  }

  it('passes a dropped photo without a location on, and keeps the browser from opening it', async () => {
    const { page, reachesCms, drop } = guardedDrop(await jpeg())
    expect(drop.defaultPrevented).toBe(true)
    await vi.waitFor(() => expect(reachesCms).toHaveBeenCalledWith(['foto.jpg']))
    expect(reachesCms).toHaveBeenCalledTimes(1)
    expect(page.alert).not.toHaveBeenCalled()
  })

  it('keeps a dropped photo with its location from the CMS and says why', async () => {
    const { page, reachesCms } = guardedDrop(await jpeg(otterbach))
    await vi.waitFor(() => expect(page.alert).toHaveBeenCalledWith(photoLocationRefusal))
    expect(reachesCms).not.toHaveBeenCalled()
  })
})
