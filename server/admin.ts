// `npm run admin`: the CMS on this computer. Starts decap-server (Decap's local backend: saving in
// the CMS writes the data files in content/ and the photos in content/media/ on disk), the CMS at
// http://localhost:5174/admin/ and the site's dev server at http://localhost:5173/, which shows every
// saved change on the next reload. Ctrl+C stops all three. Nothing is committed: review the
// changes with `git diff content/` and commit them as usual. All three listen on this computer
// only: decap-server writes into the repository and asks for no login; the CMS reaches it through
// its own dev server (vite.admin.config.ts).
import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'vite'
import { localBackendHost, localBackendPort } from '#src/admin/local-backend.ts'

const adminPort = Number(process.env.ADMIN_PORT ?? 5174)
const sitePort = Number(process.env.PORT ?? 5173)

const children: ChildProcess[] = [
  spawn(process.execPath, [createRequire(import.meta.url).resolve('decap-server')], {
    stdio: 'inherit',
    env: {
      ...process.env,
      BIND_HOST: localBackendHost,
      PORT: String(localBackendPort),
      GIT_REPO_DIRECTORY: process.cwd(),
    },
  }),
  spawn(process.execPath, ['--import', 'tsx', 'server/dev.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(sitePort) },
  }),
]

const admin = await createServer({
  configFile: 'vite.admin.config.ts',
  server: { port: adminPort, strictPort: true },
})
await admin.listen()
console.log(
  `\nCMS: http://localhost:${adminPort}/admin/ (saves to content/ on this computer)\n` +
    `Site with the changes: http://localhost:${sitePort}/\n`,
)

function stop() {
  for (const child of children) child.kill()
  void admin.close().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', (code) => code && stop())
