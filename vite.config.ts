// Vite's configuration file, for the dev server (server/dev.ts) and Vitest: the site's
// configuration (builder/vite/site-config.ts) with the data files as they are now. The build
// (builder/build.ts) passes the same configuration its one load of the content instead.
import { defineConfig } from 'vite'
import { siteViteConfig } from './builder/vite/site-config.ts'

export default defineConfig((env) => siteViteConfig(env))
