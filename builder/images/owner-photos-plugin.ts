// Generates `virtual:owner-photos` (read by src/app/images/images.ts): the owner's photos that the data
// files name, from the media folder of CONTENT_DIR (default content/), each imported in the presets
// of its slots only (builder/content/photo-slots.ts). So the build converts and ships a card photo as a
// card and the hero photo as the hero and its phone crop, and an upload no data file names not at
// all. In the dev server, a change to a data file reloads it.
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import type { Site } from '#src/schemas/site.ts'
import type { SiteContent } from '../vite/site-content.ts'
import { type PhotoPreset, photoFile, photoSlots, slotPresets } from '../content/photo-slots.ts'

const id = 'virtual:owner-photos'

/** Per preset, the photos (`/media/x.jpg`) that a slot of the data shows in it, in data order. */
export function photosPerPreset(sites: readonly Site[]): Record<PhotoPreset, string[]> {
  const perPreset: Record<PhotoPreset, string[]> = { hero: [], 'hero-portrait': [], card: [] }
  for (const { kind, photo } of sites.flatMap(photoSlots)) {
    for (const preset of slotPresets[kind]) {
      if (!perPreset[preset].includes(photo.image)) perPreset[preset].push(photo.image)
    }
  }
  return perPreset
}

/** The module's code: one image pipeline import per photo and preset, by preset and photo. */
export function ownerPhotosModule(
  perPreset: Record<PhotoPreset, string[]>,
  contentDir: string,
): string {
  const imports: string[] = []
  const entries = Object.entries(perPreset).map(([preset, images]) => {
    const pictures = images.map((image) => {
      const name = `photo${imports.length}`
      const file = resolve(photoFile(image, contentDir))
      imports.push(`import ${name} from ${JSON.stringify(`${file}?preset=${preset}`)}`)
      return `${JSON.stringify(image)}: ${name}`
    })
    return `  ${JSON.stringify(preset)}: { ${pictures.join(', ')} },`
  })
  return [...imports, 'export default {', ...entries, '}', ''].join('\n')
}

export function ownerPhotosPlugin(content: SiteContent): Plugin {
  return {
    name: 'owner-photos',
    resolveId(source) {
      return source === id ? `\0${id}` : null
    },
    load(moduleId) {
      if (moduleId !== `\0${id}`) return null
      for (const file of content.watchFiles()) this.addWatchFile(file)
      const sites: Site[] = Object.values(content.sites())
      return ownerPhotosModule(photosPerPreset(sites), content.contentDir)
    },
  }
}
