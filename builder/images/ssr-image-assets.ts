// Writes the images produced during the SSR build into the client build's assets folder.
// Display-only sections (StaticHtml) import their images only on the server, so the client build
// never sees them; Vite's SSR build computes the very same hashed URLs but drops the files. This
// plugin keeps them.
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

const imageFile = /\.(avif|webp|jpe?g|png|svg)$/

export function ssrImageAssets(clientOutDir: string): Plugin {
  return {
    name: 'ssr-image-assets',
    apply: 'build',
    generateBundle: {
      // Before Vite's own asset plugin removes the assets from an SSR bundle.
      order: 'pre',
      async handler(_options, bundle) {
        if (this.environment.config.consumer !== 'server') return
        const images = Object.values(bundle).filter(
          (file) => file.type === 'asset' && imageFile.test(file.fileName),
        )
        for (const file of images) {
          if (file.type !== 'asset') continue
          const target = join(clientOutDir, file.fileName)
          await mkdir(dirname(target), { recursive: true })
          await writeFile(target, file.source)
        }
      },
    },
  }
}
