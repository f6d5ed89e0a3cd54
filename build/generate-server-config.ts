// Last build step: writes the server configuration from build/server-config/security-headers.ts —
// deploy/nginx.conf and deploy/snippets/*.conf for nginx, dist/_headers and dist/_redirects for CDN
// static hosts — and the precompressed .br/.gz twins of every text file in the build.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { dirname, join, posix, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { clientOutDir, hostConfigFiles } from './paths.ts'
import { precompress } from './precompress.ts'
import {
  renderHeadersFile,
  renderNginxSecurityHeaders,
  renderNginxServer,
  renderNginxSite,
  renderNginxTls,
  renderRedirectsFile,
} from './server-config/render-server-config.ts'
import { buildInlineHashes, hashedAssetsPrefix } from './server-config/security-headers.ts'

// Both nginx and CDN hosts serve over HTTPS in production.
const options = { https: true, ...buildInlineHashes(clientOutDir) }

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const deployFiles: Record<string, string> = {
  'deploy/nginx.conf': renderNginxServer(),
  'deploy/snippets/site.conf': renderNginxSite(),
  'deploy/snippets/security-headers.conf': renderNginxSecurityHeaders(options),
  'deploy/snippets/admin-security-headers.conf': renderNginxSecurityHeaders(options, '/admin/'),
  'deploy/snippets/tls.conf': renderNginxTls(),
}
for (const [file, text] of Object.entries(deployFiles)) {
  const path = join(projectRoot, file)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, text)
}

const compressed = precompress(clientOutDir)
writeFileSync(join(clientOutDir, '_redirects'), renderRedirectsFile())
writeFileSync(
  join(clientOutDir, '_headers'),
  renderHeadersFile(options, revalidatedPaths(clientOutDir)),
)

const total = (key: 'size' | 'gzip' | 'brotli') =>
  compressed.reduce((sum, file) => sum + (file[key] ?? file.size), 0)
console.log(
  `server config: ${Object.keys(deployFiles).join(', ')}, ` +
    `${hostConfigFiles.map((file) => join(clientOutDir, file)).join(', ')}` +
    ` (CSP hashes: ${options.scriptHashes.length} inline scripts, ${options.styleHashes.length} inline styles)`,
)
console.log(
  `precompressed ${compressed.length} files: ${kb(total('size'))} → gzip ${kb(total('gzip'))}, ` +
    `brotli ${kb(total('brotli'))}`,
)

/** URL paths of the build's unhashed files, pages under every URL that serves them. */
function revalidatedPaths(root: string): string[] {
  const paths = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${join(entry.parentPath, entry.name).slice(root.length + 1)}`)
    .map((path) => path.split(sep).join(posix.sep))
    .filter((path) => !path.startsWith(hashedAssetsPrefix) && !/\.(?:gz|br)$/.test(path))
    .filter((path) => !hostConfigFiles.includes(path.slice(1)))
  return paths
    .flatMap((path) => {
      if (!path.endsWith('/index.html')) return [path]
      const directory = path.slice(0, -'index.html'.length)
      return directory === '/' ? ['/', path] : [directory.slice(0, -1), directory, path]
    })
    .sort()
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`
}
