// Debian's nginx with the configuration the build generates (dist/_nginx/snippets/), started on
// loopback ports with a throwaway prefix: the same contract as the Node server, plus the production
// server blocks of dist/_nginx/nginx.conf checked with `nginx -t`.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { clientOutDir, nginxConfigDir } from '../../builder/paths.ts'
import { nginxSnippetDir } from '../../builder/server-config/render-server-config.ts'
import {
  describeContentTypes,
  describeServerContract,
  rawRequest,
  typedFiles,
  writeNotFoundPages,
} from './server-contract.ts'

const nginxBinary = process.env.NGINX_PATH ?? findNginx()
// Beside the suite's own port (E2E_PORT), so that two suites on one machine do not meet; the dev
// server's test takes the port below (dev-server.spec.ts).
const sitePort = Number(process.env.NGINX_TEST_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1003)
const typesPort = sitePort - 1
const siteOrigin = `http://127.0.0.1:${sitePort}`
/** The nginx configuration of the build, as deploy/README.md installs it. */
const nginxDir = join(clientOutDir, nginxConfigDir)

// One nginx for the whole file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' })

let nginx: ChildProcess | undefined
let prefix = ''
let log = ''

test.beforeAll(async () => {
  if (!existsSync(nginxBinary)) {
    throw new Error(
      `nginx not found at ${nginxBinary}. Install Debian's nginx with ` +
        '"sudo apt-get install -y nginx-light" (or set NGINX_PATH to an nginx binary).',
    )
  }
  prefix = mkdtempSync(join(tmpdir(), 'nginx-test-'))
  const typesRoot = join(prefix, 'types-root')
  mkdirSync(typesRoot)
  writeNotFoundPages(typesRoot)
  for (const [file, { body }] of Object.entries(typedFiles))
    writeFileSync(join(typesRoot, file), body)
  linkProductionIncludes(prefix)

  const server = (port: number, root: string) => `
    server {
        listen 127.0.0.1:${port};
        server_name localhost;
        root ${root};
        include ${nginxSnippetDir}/site.conf;
    }`
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `${mainContext(prefix)}
http {
    access_log off;
${tempPaths(prefix)}
${server(sitePort, clientOutDir)}
${server(typesPort, typesRoot)}
}
`,
  )
  nginx = spawn(nginxBinary, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  nginx.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  await waitForPort(sitePort, () => log)
})

test.afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((done) => nginx?.once('exit', done))
    nginx.kill('SIGQUIT')
    await exited
  }
  if (prefix) rmSync(prefix, { recursive: true, force: true })
})

describeServerContract({
  name: 'nginx',
  origin: () => siteOrigin,
  https: true,
  // nginx-light has no brotli module (deploy/README.md): gzip twins only.
  encodings: ['gzip'],
})

describeContentTypes({ name: 'nginx', origin: () => `http://127.0.0.1:${typesPort}` })

test('nginx logs no warning or error for the site config', async () => {
  await rawRequest(siteOrigin, '/')
  expect(log).not.toMatch(/\[(warn|error|crit|alert|emerg)\]/)
})

test('the build’s nginx.conf (TLS servers, redirects, HSTS) passes nginx -t', () => {
  const conf = readFileSync(join(nginxDir, 'nginx.conf'), 'utf8')
  expect(conf).toMatch(/listen 443 ssl/)
  expect(conf).toMatch(/return 301 https:\/\//)
  expect(readFileSync(join(nginxDir, 'snippets/security-headers.conf'), 'utf8')).toContain(
    'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;',
  )
  // No certificate exists here: test the same blocks served without TLS.
  const withoutCertificates = conf
    .replace(/ ssl http2;/g, ';')
    .replace(/^\s*ssl_certificate(_key)? .*$/gm, '')
    .replace(/root \/var\/www\/[^;]+;/g, `root ${clientOutDir};`)
  const checkPrefix = mkdtempSync(join(tmpdir(), 'nginx-check-'))
  try {
    linkProductionIncludes(checkPrefix)
    writeFileSync(join(checkPrefix, 'site-server.conf'), withoutCertificates)
    writeFileSync(
      join(checkPrefix, 'nginx.conf'),
      `${mainContext(checkPrefix)}\nhttp {\n${tempPaths(checkPrefix)}\n    include site-server.conf;\n}\n`,
    )
    const output = execFileSync(
      nginxBinary,
      ['-t', '-p', checkPrefix, '-c', join(checkPrefix, 'nginx.conf'), '-e', 'stderr'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    )
    expect(output).not.toMatch(/\[emerg\]/)
  } finally {
    rmSync(checkPrefix, { recursive: true, force: true })
  }
})

/** Debian's nginx lives in /usr/sbin, which is not on every user's PATH. */
function findNginx(): string {
  const onPath = (process.env.PATH ?? '').split(':').map((dir) => join(dir, 'nginx'))
  return ['/usr/sbin/nginx', ...onPath].find((path) => existsSync(path)) ?? '/usr/sbin/nginx'
}

/** The includes as installed on a server: snippets/restaurant-site/ and Debian's mime.types. */
function linkProductionIncludes(dir: string) {
  mkdirSync(join(dir, 'snippets'))
  symlinkSync(join(nginxDir, 'snippets'), join(dir, nginxSnippetDir))
  symlinkSync('/etc/nginx/mime.types', join(dir, 'mime.types'))
}

function mainContext(dir: string): string {
  // Workers of a root master run as nobody, who may not read the checkout (CI runs as root).
  const user = process.getuid?.() === 0 ? 'user root;' : ''
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
${user}
events {
    worker_connections 256;
}`
}

function tempPaths(dir: string): string {
  return ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `    ${name}_temp_path ${dir}/${name};`)
    .join('\n')
}

async function waitForPort(port: number, output: () => string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (nginx?.exitCode !== null) throw new Error(`nginx exited: ${output()}`)
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.end()
        done(true)
      })
      socket.once('error', () => done(false))
    })
    if (open) return
    await new Promise((wait) => setTimeout(wait, 50))
  }
  throw new Error(`nginx did not listen on port ${port}: ${output()}`)
}
