// The site's Vite configuration: the client build (the islands' boot script and the stylesheet),
// the SSR build of src/app/entry-server.tsx, the dev server and Vitest all start from it. The
// build passes its one load of the content (builder/build.ts); the dev server reads the data files.
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import type { ConfigEnv, UserConfig } from 'vite'
import { imagetools } from 'vite-imagetools'
import { imagetoolsOptions } from '../images/image-presets.ts'
import { createImageTimer } from '../images/image-timer.ts'
import { ownerPhotosPlugin } from '../images/owner-photos-plugin.ts'
import { ssrImageAssets } from '../images/ssr-image-assets.ts'
import { svgRaster } from '../images/svg-raster.ts'
import { bootScriptEntry, clientOutDir, serverEntry, ssrOutDir, stylesheetEntry } from '../paths.ts'
import { islandDataPlugin } from './island-data-plugin.ts'
import { moduleSizesPlugin } from './module-sizes.ts'
import { type SiteContent, liveContent } from './site-content.ts'
import { wordmarkPlugin } from './wordmark-plugin.ts'

/** Modules of the chunk that starts hydration: React and the module that calls hydrateRoot. */
const reactRuntime =
  /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]app[\\/]runtime[\\/]island-root\.tsx$/

export function siteViteConfig(
  { command, isSsrBuild }: Pick<ConfigEnv, 'command' | 'isSsrBuild'>,
  content: SiteContent = liveContent(),
): UserConfig {
  /** Times rendering and converting images; prints one line per build (image-timer.ts). */
  const imageTimer = createImageTimer()
  return {
    plugins: [
      react(),
      tailwindcss(),
      islandDataPlugin(content),
      ownerPhotosPlugin(content),
      wordmarkPlugin(content),
      svgRaster({ timer: imageTimer }),
      imageTimer.timeLoad(imagetools(imagetoolsOptions)),
      ssrImageAssets(clientOutDir),
      imageTimer.reporter(),
      moduleSizesPlugin(),
    ],
    resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
    // A self-contained SSR bundle: the prerender step can import it from any OUT_DIR. The dev server
    // (server/dev.ts) loads dependencies from node_modules instead.
    ssr: { noExternal: command === 'build' ? true : [] },
    build: {
      outDir: isSsrBuild ? ssrOutDir : clientOutDir,
      ...(isSsrBuild && { ssr: serverEntry }),
      // The bundle budget check reads the client manifest (moved to the SSR output by build.ts).
      manifest: !isSsrBuild,
      // Hydration fetches the runtime and the page's chunk with plain import(): no preload links
      // inserted from script, each of which costs the main thread a request start in the task that
      // begins hydration (ADR 010). React, its JSX runtime and src/app/runtime/island-root.tsx
      // share one chunk, so the runtime is one request and the page chunks import the JSX runtime
      // from it.
      modulePreload: false,
      rolldownOptions: isSsrBuild
        ? // An ES module by its name wherever OUT_DIR is: outside the project no package.json
          // says "type": "module", and its top-level await would fail as CommonJS.
          { output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' } }
        : {
            // No index.html: the prerender step writes every document (src/app/document/render-document.ts)
            // and takes the boot script's and the stylesheet's file names from the manifest.
            input: [bootScriptEntry, stylesheetEntry],
            output: {
              codeSplitting: {
                groups: [{ name: 'island-root', test: reactRuntime }],
              },
            },
          },
      emptyOutDir: true,
    },
  }
}
