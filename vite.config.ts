import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { imagetools } from 'vite-imagetools'
import { imagetoolsOptions } from './scripts/images/image-presets.ts'
import { ssrImageAssets } from './scripts/images/ssr-image-assets.ts'
import { svgRaster } from './scripts/images/svg-raster.ts'
import { clientOutDir, ssrOutDir } from './scripts/paths.ts'

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    svgRaster(),
    imagetools(imagetoolsOptions),
    ssrImageAssets(clientOutDir),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // A self-contained SSR bundle: the prerender step can import it from any OUT_DIR. The dev server
  // (scripts/dev.ts) loads dependencies from node_modules instead.
  ssr: { noExternal: command === 'build' ? true : [] },
  build: {
    outDir: isSsrBuild ? ssrOutDir : clientOutDir,
    // The bundle budget check reads the client manifest (moved to the SSR output by prerender).
    manifest: !isSsrBuild,
    // Every browser the site supports has modulepreload: no polyfill in the entry chunk.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
  },
}))
