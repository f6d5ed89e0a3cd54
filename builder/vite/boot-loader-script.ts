// The inline loader of the pages with islands: src/app/runtime/boot-loader.ts, typed and tested
// like the rest of the site (its exports only for its test), compiled into one minified line of classic script
// that the document template puts at the end of the page (src/app/document/render-document.ts).
// The build and the dev server make it once each; its hash goes into the Content-Security-Policy
// with every other inline script (headers/security-headers.ts).
import { build } from 'vite'
import { bootLoaderEntry } from '../paths.ts'

export async function bootLoaderScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rolldownOptions: {
        input: bootLoaderEntry,
        preserveEntrySignatures: false,
        output: { format: 'iife' },
      },
    },
  })
  const [output] = Array.isArray(result) ? result : [result]
  const chunks = 'output' in output ? output.output.filter((item) => item.type === 'chunk') : []
  if (chunks.length !== 1) throw new Error(`${bootLoaderEntry} must compile to one script`)
  return chunks[0]!.code.trim()
}
