// Serves the CMS's icon font instanced to the one weight its icons use (builder/fonts/
// editor-icon-font.ts, ADR 045) in place of the variable font Sveltia CMS ships: same file name,
// 291 KB instead of 736 KB. Where the installed Sveltia brings another font than the one the
// committed file was made from, the build keeps Sveltia's and says so.
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { iconFontAsset, iconFontChecksums, instancedIconFont } from '../fonts/editor-icon-font.ts'

export function editorIconFontPlugin(): Plugin {
  return {
    name: 'editor-icon-font',
    apply: 'build',
    generateBundle(_options, bundle) {
      const asset = Object.values(bundle).find(
        (output) => output.type === 'asset' && iconFontAsset.test(output.fileName),
      )
      if (asset?.type !== 'asset') return
      const { installed, instancedFrom } = iconFontChecksums()
      if (installed !== instancedFrom) {
        this.warn(`${instancedIconFont} was made from another icon font: run "npm run fonts"`)
        return
      }
      asset.source = readFileSync(instancedIconFont)
    },
  }
}
