// Generates `virtual:island-data/<name>`: each piece of the owner's data an island needs in the
// browser (src/islands/island-data.ts), read from the data files at build time, as a module of
// its own, so each island's chunk carries only what it shows. A change to a data file reloads it.
import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { contentDir, parseSite, readContentFiles } from '../src/content/load-site.ts'
import { islandData } from '../src/islands/island-data.ts'

const prefix = 'virtual:island-data/'

export function islandDataPlugin(): Plugin {
  return {
    name: 'island-data',
    resolveId(source) {
      return source.startsWith(prefix) ? `\0${source}` : null
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null
      const name = id.slice(prefix.length + 1)
      for (const file of readdirSync(contentDir).filter((name) => name.endsWith('.yaml'))) {
        this.addWatchFile(resolve(join(contentDir, file)))
      }
      const data = islandData(parseSite(readContentFiles(contentDir), 'de', contentDir))
      if (!Object.hasOwn(data, name)) this.error(`No island data named "${name}"`)
      return `export default ${JSON.stringify(data[name as keyof typeof data])}`
    },
  }
}
