// The CMS at /admin/ (src/admin/): a build of its own, after the site's client build, into the
// same output. Its HTML becomes dist/admin/index.html — the first screen, with a small script of
// its own (src/admin/shell.ts) — and the editor (Sveltia CMS, src/admin/editor.ts) a chunk the
// first screen loads; its hashed files land in dist/assets/ beside the site's, and no public page
// links any of them (checks/check-bundle.ts proves it).
import { resolve } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { type Plugin, defineConfig } from 'vite'
import { cmsBackendSettings, cmsFileEntries } from './builder/cms-backend-settings.ts'
import { loadSite } from './builder/content/load-site.ts'
import { adminManifestFile, clientOutDir } from './builder/paths.ts'
import { editorIconFontPlugin } from './builder/vite/editor-icon-font-plugin.ts'

/**
 * What Sveltia CMS loads only for what the site has none of — code highlighting (Shiki's ~300
 * languages and themes), maps (Leaflet, Terra Draw) and its interface in languages other than
 * German (session.ts keeps it German) — is left out of the build: one empty module instead of
 * 17 MB in 330 chunks nobody would load (ADR 039).
 */
const unusedBySite =
  /^(@shikijs\/(langs|themes)\/|leaflet\/|terra-draw|\.\.\/locales\/(?!de\.json))/
const emptyModule = '\0cms-unused'

function leaveOutUnused(): Plugin {
  return {
    name: 'cms-leave-out-unused',
    enforce: 'pre',
    resolveId(id, importer) {
      const fromCms = importer?.includes('/node_modules/@sveltia/cms/') ?? false
      return fromCms && unusedBySite.test(id) ? emptyModule : undefined
    },
    load(id) {
      return id === emptyModule ? 'export default {}' : undefined
    },
  }
}

/**
 * Sveltia CMS names its typefaces twice: as files it bundles (loaded by the FontFace API from the
 * site's origin) and in @font-face rules on a CDN, which the policy of /admin/ refuses, with an
 * error in the console on every visit. The rules go; the bundled faces stay.
 */
function ownFontsOnly(): Plugin {
  const cdnFontFace = /@font-face \{[^}]*https:\/\/cdn\.jsdelivr\.net\/fontsource\/[^}]*\}/g
  return {
    name: 'cms-own-fonts-only',
    transform(code, id) {
      if (!id.includes('/node_modules/@sveltia/cms/')) return undefined
      const stripped = code.replace(cdnFontFace, '')
      return stripped === code ? undefined : { code: stripped, map: null }
    },
  }
}

/** The restaurant's name in the first screen's title and heading. */
function restaurantName(): Plugin {
  return {
    name: 'cms-restaurant-name',
    transformIndexHtml: (html) => html.replaceAll('%RESTAURANT_NAME%', loadSite().restaurant.name),
  }
}

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
    plugins: [
      leaveOutUnused(),
      ownFontsOnly(),
      editorIconFontPlugin(),
      restaurantName(),
      react(),
      tailwindcss(),
    ],
    resolve: { alias: { '@': resolve('src') } },
    define: {
      __CMS_BACKEND__: JSON.stringify(backend),
      __CMS_FILES__: JSON.stringify(cmsFileEntries()),
    },
    build: {
      outDir: clientOutDir,
      emptyOutDir: false,
      manifest: adminManifestFile,
      // The editor's chunk is Sveltia CMS, about 2 MB, loaded by the owner only.
      chunkSizeWarningLimit: 3000,
      rolldownOptions: { input: resolve('src/admin/index.html') },
    },
  }
})
