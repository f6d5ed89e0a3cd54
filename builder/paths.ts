// Where the build writes. OUT_DIR lets two builds run side by side (default: dist).
import { resolve } from 'node:path'

export const clientOutDir = resolve(process.env.OUT_DIR ?? 'dist')
export const ssrOutDir = `${clientOutDir}-ssr`

/** The folder of the build with the nginx configuration (deploy/README.md installs it). */
export const nginxConfigDir = '_nginx'

/**
 * Whether a file of the build (`_nginx/nginx.conf`) configures a server instead of being part of
 * the site: every server answers it with the 404 page.
 */
export const isServerConfig = (file: string): boolean => file.startsWith(`${nginxConfigDir}/`)

/** Vite's client build manifest, kept beside the SSR bundle (it is not part of the site). */
export const clientManifestPath = `${ssrOutDir}/client-manifest.json`

/** The client build's modules per chunk (builder/vite/module-sizes.ts), kept beside the manifest. */
export const clientModuleSizesPath = `${ssrOutDir}/client-module-sizes.json`

/** The client build's two entries: the islands' boot script and the site's stylesheet. */
export const bootScriptEntry = 'src/app/runtime/boot.ts'

/** The inline script that imports the boot script after the first paint (boot-loader-script.ts). */
export const bootLoaderEntry = 'src/app/runtime/boot-loader.ts'
export const stylesheetEntry = 'src/styles.css'

/** The SSR build's entry: it renders the pages and the flyer header (builder/outputs.ts). */
export const serverEntry = 'src/app/entry-server.tsx'

/** Where the CMS build (vite.admin.config.ts) writes its manifest, relative to its output. */
export const adminManifestFile = '.vite/admin-manifest.json'

/** The CMS build's manifest, moved beside the client's by the build. */
export const adminManifestPath = `${ssrOutDir}/admin-manifest.json`
