// `npm run admin`: the CMS on this computer. Starts the CMS at http://localhost:5174/admin/ and
// the site's dev server at http://localhost:5173/, which shows every saved change on the next
// reload. Ctrl+C stops both. In the CMS, „Ordner auf diesem Computer öffnen“ and then „Mit lokalem
// Repository arbeiten“ ask for this repository's folder (Chrome or Edge: the File System Access
// API); saving writes the data files in content/ and the photos in content/media/ there. Nothing
// is committed: review the changes with `git diff content/` and commit them as usual. Both servers
// listen on this computer only.
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'vite'

const adminPort = Number(process.env.ADMIN_PORT ?? 5174)
const sitePort = Number(process.env.PORT ?? 5173)

const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', 'server/dev.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(sitePort) },
  }),
]

const admin = await createServer({
  configFile: 'vite.admin.config.ts',
  server: { port: adminPort, strictPort: true, host: 'localhost' },
})
await admin.listen()
console.log(
  `\nCMS: http://localhost:${adminPort}/admin/ (in Chrome or Edge: choose this folder, ${process.cwd()};\n` +
    `     saving writes content/ here)\n` +
    `Site with the changes: http://localhost:${sitePort}/\n`,
)

function stop() {
  for (const child of children) child.kill()
  void admin.close().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', (code) => code && stop())
