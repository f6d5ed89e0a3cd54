import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { clientOutDir, ssrOutDir } from './scripts/paths.ts'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: isSsrBuild ? ssrOutDir : clientOutDir,
    // The prerender step reads the client manifest to preload each page's own chunk.
    manifest: !isSsrBuild,
    emptyOutDir: true,
  },
}))
