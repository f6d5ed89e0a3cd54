// Which source modules make up each JavaScript chunk of the client build, so that the bundle budget
// (checks/check-bundle.ts) can name the biggest modules, not only the biggest files. A build
// plugin records each chunk's modules with their rendered (pre-minification) length; a module's
// share of its chunk's brotli size is estimated from its share of that length.
import { relative } from 'node:path'
import type { Plugin } from 'vite'

/** Where the plugin writes, inside the client output (moved out of it by builder/build.ts). */
export const moduleSizesFile = '.vite/module-sizes.json'

/** Per output file (`assets/x.js`): its modules (paths relative to the project) and their length. */
export type ModuleSizes = Record<string, Record<string, number>>

export function moduleSizesPlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'module-sizes',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      root = config.root
    },
    generateBundle(_options, bundle) {
      const sizes: ModuleSizes = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        sizes[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, module]) => [
            relative(root, id.replace(/^\0/, '')).replaceAll('\\', '/'),
            module.renderedLength,
          ]),
        )
      }
      this.emitFile({ type: 'asset', fileName: moduleSizesFile, source: JSON.stringify(sizes) })
    },
  }
}

export interface ModuleShare {
  module: string
  file: string
  /** Estimated brotli bytes: the chunk's brotli size times the module's share of its rendered code. */
  brotliBytes: number
}

/** The modules of the given chunks, biggest estimated brotli share first. */
export function biggestModules(
  sizes: ModuleSizes,
  chunks: readonly { file: string; brotliBytes: number }[],
): ModuleShare[] {
  return chunks
    .flatMap(({ file, brotliBytes }) => {
      const modules = Object.entries(sizes[file] ?? {})
      const total = modules.reduce((sum, [, length]) => sum + length, 0)
      return modules.map(([module, length]) => ({
        module,
        file,
        brotliBytes: total === 0 ? 0 : Math.round((brotliBytes * length) / total),
      }))
    })
    .sort((a, b) => b.brotliBytes - a.brotliBytes)
}
