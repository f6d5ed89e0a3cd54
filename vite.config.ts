import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { imagetools } from 'vite-imagetools'
import { imagetoolsOptions } from './build/images/image-presets.ts'
import { islandDataPlugin } from './build/vite/island-data-plugin.ts'
import { createImageTimer } from './build/images/image-timer.ts'
import { moduleSizesPlugin } from './build/vite/module-sizes.ts'
import { ownerPhotosPlugin } from './build/images/owner-photos-plugin.ts'
import { ssrImageAssets } from './build/images/ssr-image-assets.ts'
import { svgRaster } from './build/images/svg-raster.ts'
import { bootScriptEntry, clientOutDir, ssrOutDir, stylesheetEntry } from './build/paths.ts'

/** Modules of the chunk that starts hydration: React and the module that calls hydrateRoot. */
const reactRuntime =
  /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]app[\\/]islands[\\/]hydrate-island\.tsx$/

/** Times rendering and converting images; prints one line per build (image-timer.ts). */
const imageTimer = createImageTimer()

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    islandDataPlugin(),
    ownerPhotosPlugin(),
    svgRaster({ timer: imageTimer }),
    imageTimer.timeLoad(imagetools(imagetoolsOptions)),
    ssrImageAssets(clientOutDir),
    imageTimer.reporter(),
    moduleSizesPlugin(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // A self-contained SSR bundle: the prerender step can import it from any OUT_DIR. The dev server
  // (server/dev.ts) loads dependencies from node_modules instead.
  ssr: { noExternal: command === 'build' ? true : [] },
  build: {
    outDir: isSsrBuild ? ssrOutDir : clientOutDir,
    // The bundle budget check reads the client manifest (moved to the SSR output by prerender).
    manifest: !isSsrBuild,
    // Hydration fetches the runtime and the page's chunk with plain import(): no preload links
    // inserted from script, each of which costs the main thread a request start in the task that
    // begins hydration (ADR 010). React, its JSX runtime and src/hydrate-page.tsx share one chunk,
    // so the runtime is one request and the page chunks import the JSX runtime from it.
    modulePreload: false,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // No index.html: the prerender step writes every document (src/app/document/render-document.ts)
          // and takes the boot script's and the stylesheet's file names from the manifest.
          input: [bootScriptEntry, stylesheetEntry],
          output: {
            codeSplitting: {
              groups: [{ name: 'hydrate-island', test: reactRuntime }],
            },
          },
        },
    emptyOutDir: true,
  },
}))
