// The CMS at /admin/ (src/admin/): a build of its own, after the site's client build, into the
// same output. Its HTML becomes dist/admin/index.html, its hashed files land in dist/assets/ beside
// the site's, and no public page links any of them (checks/check-bundle.ts proves it).
import { resolve } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { cmsBackendSettings } from './builder/cms-backend-settings.ts'
import { adminManifestFile, clientOutDir } from './builder/paths.ts'
import { localBackendHost, localBackendPath, localBackendPort } from '#src/admin/local-backend.ts'

export default defineConfig(({ command }) => {
  const backend = cmsBackendSettings()
  if (command === 'build' && !backend.repo) {
    console.warn(
      'CMS: no GitHub repository to save to (set CMS_REPO=owner/name, or build in GitHub ' +
        'Actions): this /admin/ works only with npm run admin on the same computer.',
    )
  }
  return {
    root: 'src',
    // A dependency cache of its own: sharing node_modules/.vite with the site's dev server (npm run
    // admin starts both), the site answered 504 (Outdated Optimize Dep) while the CMS ran.
    cacheDir: resolve('node_modules/.vite-admin'),
    // The dev server (npm run admin) serves the site's favicon; the build has it already.
    publicDir: command === 'serve' ? resolve('public') : false,
    plugins: [react(), tailwindcss()],
    resolve: { alias: { '@': resolve('src') } },
    define: { __CMS_BACKEND__: JSON.stringify(backend) },
    // npm run admin: the CMS saves through its own origin, and decap-server gets the requests.
    server: {
      proxy: { [localBackendPath]: `http://${localBackendHost}:${localBackendPort}` },
    },
    build: {
      outDir: clientOutDir,
      emptyOutDir: false,
      manifest: adminManifestFile,
      // One CMS bundle of a few MB, loaded by the owner only: no point in warning about its size.
      chunkSizeWarningLimit: 8000,
      rolldownOptions: { input: resolve('src/admin/index.html') },
    },
  }
})
