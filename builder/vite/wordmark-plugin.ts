// Generates `virtual:wordmark` (read by src/ui/logo.tsx): the first word of the restaurant's name
// drawn from the display face's outlines (builder/fonts/wordmark.ts), as the URL of its SVG file,
// its path's data and the metrics to lay it out as text would be; `null` where the face lacks a character of the
// word, and the logo sets it as text. The build writes the file among the hashed assets (the SSR build emits it,
// builder/images/ssr-image-assets.ts copies it beside the client's); the dev server answers it
// itself and makes it again after an edit of the data files.
import type { Plugin } from 'vite'
import { logoLines } from '#src/lib/logo-lines.ts'
import { isWordmark, unitsPerEm, wordmark } from '../fonts/wordmark.ts'
import type { SiteContent } from './site-content.ts'

const id = 'virtual:wordmark'

/** What the module exports when the word is drawn (declared in src/image-imports.d.ts). */
type WordmarkModule = NonNullable<(typeof import('virtual:wordmark'))['default']>

/** The module's code for the name's first word. */
export async function wordmarkModule(
  name: string,
): Promise<{ code: string; file?: string; svg?: string }> {
  const drawn = await wordmark(logoLines(name).word)
  if (!isWordmark(drawn)) return { code: 'export default null\n' }
  const { word, file, path, advance, ascent, descent } = drawn
  const exported: WordmarkModule = {
    word,
    href: `/${file}#w`,
    path,
    unitsPerEm,
    advance,
    ascent,
    descent,
  }
  return { code: `export default ${JSON.stringify(exported)}\n`, file: drawn.file, svg: drawn.svg }
}

export function wordmarkPlugin(content: SiteContent): Plugin {
  /** The files the dev server answers, by URL path. */
  const served = new Map<string, string>()
  let command: 'build' | 'serve' = 'serve'
  return {
    name: 'wordmark',
    configResolved(config) {
      command = config.command
    },
    resolveId(source) {
      return source === id ? `\0${id}` : null
    },
    async load(moduleId) {
      if (moduleId !== `\0${id}`) return null
      for (const file of content.watchFiles()) this.addWatchFile(file)
      const { code, file, svg } = await wordmarkModule(content.sites().de.restaurant.name)
      if (file && svg) {
        if (command === 'build') this.emitFile({ type: 'asset', fileName: file, source: svg })
        else served.set(`/${file}`, svg)
      }
      return code
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const svg = served.get(new URL(request.url ?? '/', 'http://dev').pathname)
        if (!svg) return next()
        response.writeHead(200, { 'content-type': 'image/svg+xml' })
        response.end(svg)
      })
    },
  }
}
