// Generates `virtual:island-context/<language>`: what the islands of a page in that language read
// (src/app/runtime/island-root.tsx): the language, its island texts and the owner's data the islands
// show (src/app/runtime/bindings/island-data.ts), from the build's one load of the data. Compiled into one
// chunk per language that boot.ts loads for the page's language, instead of writing the data into
// every page's HTML as props: the home page's HTML must fit the first round trip (ADR 018).
// In the dev server, a change to a data file reloads it.
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import type { SiteContent } from './site-content.ts'
import { type Language, languages } from '#src/schemas/fields.ts'
import { islandData } from '#src/app/runtime/bindings/island-data.ts'

const prefix = 'virtual:island-context/'
const textDir = fileURLToPath(new URL('../../src/i18n/', import.meta.url))

export function islandDataPlugin(content: SiteContent): Plugin {
  return {
    name: 'island-data',
    resolveId(source) {
      return source.startsWith(prefix) ? `\0${source}` : null
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null
      const language = id.slice(prefix.length + 1) as Language
      if (!languages.includes(language)) this.error(`No language "${language}"`)
      for (const file of content.watchFiles()) this.addWatchFile(file)
      const data = islandData(content.sites()[language], content.builtAt())
      const textModule = JSON.stringify(join(textDir, language, 'island-text.ts'))
      return [
        `import { islandText } from ${textModule}`,
        `export default { language: ${JSON.stringify(language)}, text: islandText, data: ${JSON.stringify(data)} }`,
      ].join('\n')
    },
  }
}
