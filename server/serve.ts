// Serves the production build (dist/) on PORT (default 3000).
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { clientOutDir } from '../builder/paths.ts'
import { createSiteServer } from './site-server.ts'

if (!existsSync(join(clientOutDir, 'index.html'))) {
  console.error(`No build in ${clientOutDir}: run "npm run build" first (or "npm start").`)
  process.exit(1)
}

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '127.0.0.1'
createSiteServer(clientOutDir).listen(port, host, () => {
  console.log(`Serving ${clientOutDir} at http://localhost:${port}/`)
})
