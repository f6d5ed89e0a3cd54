import { availableParallelism } from 'node:os'
import { basename, extname } from 'node:path'
import sharp from 'sharp'
import type { Plugin, PluginOption } from 'vite'
import { defineConfig, mergeConfig } from 'vitest/config'
import { presetFormats, presetWidths } from './builder/images/image-presets.ts'
import viteConfig from './vite.config.ts'

/*
 * Unit tests never see the build's image pipeline: an `art/hero.svg?preset=hero` import would make
 * sharp rasterise the artwork and encode AVIF, WebP and JPEG in every width (minutes on a cold
 * cache, seconds even on a warm one). The pipeline has its own test (builder/images/
 * image-pipeline.test.ts, which builds with the plugins directly); everywhere else such an import
 * becomes a stub of the same shape.
 */
const imagePipelinePlugins = new Set(['svg-raster', 'imagetools', 'ssr-image-assets'])

const presetImport = /^([^?]+)\?(?:.*&)?preset=([\w-]+)/
const stubPrefix = '\0image-stub:'

function withoutImagePipeline(plugins: PluginOption[] = []): PluginOption[] {
  return plugins.filter(
    (plugin) => !(plugin && 'name' in plugin && imagePipelinePlugins.has(plugin.name)),
  )
}

/**
 * A `?preset=` import as the `picture` of vite-imagetools (src/image-imports.d.ts): the preset's
 * widths and formats, URLs named after the file, the size from the source's aspect ratio (crops
 * are not applied). Only the image's header is read; nothing is decoded or encoded.
 */
function imageStub(): Plugin {
  return {
    name: 'image-stub',
    enforce: 'pre',
    async resolveId(source, importer) {
      const [, file = '', preset = ''] = presetImport.exec(source) ?? []
      if (!Object.hasOwn(presetWidths, preset)) return null
      const resolved = await this.resolve(file, importer, { skipSelf: true })
      return resolved && `${stubPrefix}${resolved.id}?preset=${preset}`
    },
    async load(id) {
      if (!id.startsWith(stubPrefix)) return null
      const [file = '', preset = ''] = id.slice(stubPrefix.length).split('?preset=')
      const widths = presetWidths[preset as keyof typeof presetWidths]
      const { width = 1, height = 1 } = await sharp(file).metadata()
      const name = basename(file, extname(file))
      const largest = widths.at(-1) ?? width
      const url = (w: number, format: string) => `/assets/${name}-${w}.${format}`
      const picture = {
        sources: Object.fromEntries(
          presetFormats.map((format) => [
            format,
            widths.map((w) => `${url(w, format)} ${w}w`).join(', '),
          ]),
        ),
        img: { src: url(largest, 'jpeg'), w: largest, h: Math.round((largest * height) / width) },
      }
      return `export default ${JSON.stringify(picture)}`
    },
  }
}

export default defineConfig((env) => {
  const base = viteConfig(env)
  return mergeConfig(
    { ...base, plugins: [imageStub(), ...withoutImagePipeline(base.plugins)] },
    {
      test: {
        // At least two workers (Vitest's default on two cores is one): the image pipeline's test
        // builds for half a minute and would hold up every other file.
        maxWorkers: Math.max(2, availableParallelism() - 1),
        // Files share their worker's modules and environment (no per-file setup of happy-dom, a
        // third of the run); what a test changes on the globals is undone after it.
        isolate: false,
        unstubGlobals: true,
        restoreMocks: true,
        projects: [
          {
            extends: true,
            test: {
              name: 'dom',
              environment: 'happy-dom',
              // A component may render a <link rel="stylesheet"> (the menu dialog's print sheet):
              // happy-dom loads no CSS files, and without this logs an error for each.
              environmentOptions: {
                happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } },
              },
              include: ['src/**/*.test.{ts,tsx}'],
              setupFiles: ['./src/test-setup.ts'],
            },
          },
          {
            // The build, the headers, the servers, the benchmarks and the checks run in Node: no DOM to set up, no Testing Library to clean up.
            extends: true,
            test: {
              name: 'node',
              environment: 'node',
              include: [
                'builder/**/*.test.ts',
                'headers/**/*.test.ts',
                'server/**/*.test.ts',
                'bench/**/*.test.ts',
                'checks/**/*.test.ts',
                'art/**/*.test.ts',
                'tests/faults/**/*.test.ts',
              ],
            },
          },
        ],
      },
    },
  )
})
