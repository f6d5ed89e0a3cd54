// `npm run bench:serve`: load test of the `npm start` server with autocannon — 10 s at 50
// connections on the home page and on a hashed asset, as a browser asks for them (brotli accepted).
// Prints requests per second and latency percentiles; exits 1 under 5,000 requests/s or on any
// error, timeout or non-2xx answer.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { clientOutDir } from '../builder/paths.ts'

const minRequestsPerSecond = 5000
// autocannon parses every response in JavaScript: on one thread it, not the server, is the limit
// for the 13 KB brotli home page (about 4,400 requests/s here, where wrk measures the same server
// at 17,700). Its worker threads share the 50 connections between the machine's cores.
const workers = Math.min(2, availableParallelism())
const port = Number(process.env.BENCH_PORT ?? 4396)
const origin = `http://127.0.0.1:${port}`

if (!existsSync(join(clientOutDir, 'index.html'))) {
  console.error(`No build in ${clientOutDir}: run "npm run build" first.`)
  process.exit(1)
}
const asset = readdirSync(join(clientOutDir, 'assets')).find((file) => file.endsWith('.js'))
if (!asset) throw new Error(`No hashed JavaScript in ${clientOutDir}/assets`)

// The server runs in its own process, as under `npm start`, so the load generator does not share
// its event loop.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/serve.ts'], {
  env: { ...process.env, PORT: String(port) },
  stdio: ['ignore', 'pipe', 'inherit'],
})
await new Promise<void>((resolve, reject) => {
  server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve())
  server.once('exit', (code) => reject(new Error(`server exited with code ${code}`)))
})

let failed = false
try {
  for (const path of ['/', `/assets/${asset}`]) {
    const result = await autocannon({
      url: `${origin}${path}`,
      connections: 50,
      duration: 10,
      workers,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    const { requests, latency } = result
    const problems = [
      requests.average < minRequestsPerSecond &&
        `${Math.round(requests.average)} requests/s is under ${minRequestsPerSecond}`,
      result.errors > 0 && `${result.errors} errors`,
      result.timeouts > 0 && `${result.timeouts} timeouts`,
      result.non2xx > 0 && `${result.non2xx} non-2xx answers`,
    ].filter((problem) => problem !== false)
    console.log(
      `${path.padEnd(36)} ${Math.round(requests.average).toLocaleString('en')} req/s ` +
        `(${requests.total.toLocaleString('en')} in 10 s) · latency p50 ${latency.p50} ms, ` +
        `p97.5 ${latency.p97_5} ms, p99 ${latency.p99} ms · ` +
        (problems.length ? `FAIL: ${problems.join(', ')}` : 'ok'),
    )
    failed ||= problems.length > 0
  }
} finally {
  server.kill()
}
process.exit(failed ? 1 : 0)
