// Bundle budget (part of `npm test`): sums the gzip size of every JavaScript file the home page
// loads before any interaction (the module script in index.html, its modulepreloads and, from
// those, every static import) and fails over 80 KB, naming the biggest chunks. Dynamic imports
// (other pages, code loaded on a click) do not count.
import { existsSync, readFileSync } from 'node:fs'
import { posix } from 'node:path'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { clientOutDir } from './paths.ts'

export const homeJsBudgetBytes = 80 * 1024

export interface ChunkSize {
  file: string
  bytes: number
  gzipBytes: number
}

/** `/assets/x.js` paths of the module script and modulepreloads in an HTML document. */
export function entryScripts(html: string): string[] {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? []
  return tags.flatMap((tag) => {
    const isModule = /^<script\b/.test(tag) && /\btype="module"/.test(tag)
    const isPreload = /^<link\b/.test(tag) && /\brel="modulepreload"/.test(tag)
    const url = /\b(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1]
    return (isModule || isPreload) && url?.startsWith('/') ? [url] : []
  })
}

/** Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"` specifiers. */
export function staticImports(code: string): string[] {
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.js)["']/g
  return [...code.matchAll(pattern)].map((match) => match[1] ?? '')
}

/** Every JavaScript file reachable from the document without a dynamic import, with sizes. */
export function homePageChunks(root: string, html: string): ChunkSize[] {
  const seen = new Map<string, ChunkSize>()
  const visit = (url: string) => {
    if (seen.has(url)) return
    const path = join(root, url)
    if (!existsSync(path)) throw new Error(`${url} is loaded by the page but missing in ${root}`)
    const code = readFileSync(path)
    seen.set(url, { file: url, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length })
    for (const specifier of staticImports(code.toString('utf8'))) {
      visit(specifier.startsWith('/') ? specifier : posix.join(posix.dirname(url), specifier))
    }
  }
  entryScripts(html).forEach(visit)
  return [...seen.values()].sort((a, b) => b.gzipBytes - a.gzipBytes)
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

if (import.meta.url === `file://${process.argv[1]}`) {
  const htmlPath = join(clientOutDir, 'index.html')
  if (!existsSync(htmlPath)) {
    console.error(`No build in ${clientOutDir}: run "npm run build" first.`)
    process.exit(1)
  }
  const chunks = homePageChunks(clientOutDir, readFileSync(htmlPath, 'utf8'))
  const total = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0)
  const verdict = total <= homeJsBudgetBytes ? 'within' : 'OVER'
  console.log(
    `Home page JavaScript: ${kb(total)} gzip (${verdict} the ${kb(homeJsBudgetBytes)} budget)`,
  )
  for (const chunk of chunks) {
    console.log(
      `  ${kb(chunk.gzipBytes).padStart(9)} gzip  ${kb(chunk.bytes).padStart(9)} raw  ${chunk.file}`,
    )
  }
  if (total > homeJsBudgetBytes) {
    const biggest = chunks.slice(0, 3).map((chunk) => `${chunk.file} (${kb(chunk.gzipBytes)})`)
    console.error(
      `Bundle budget missed by ${kb(total - homeJsBudgetBytes)}. Biggest: ${biggest.join(', ')}. ` +
        'Move display-only content into <StaticHtml> and keep libraries out of the client.',
    )
    process.exit(1)
  }
}
