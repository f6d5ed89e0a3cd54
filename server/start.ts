// `npm start`: builds when the build is missing or older than the sources, then serves it.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { clientOutDir } from '../builder/paths.ts'

const sources = [
  'src',
  'art',
  'headers',
  'builder',
  'content',
  'public',
  'package.json',
  'vite.config.ts',
]

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))))
}

const builtAt = newestMtime(join(clientOutDir, 'index.html'))
if (builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt) {
  console.log('Building the site…')
  execSync('npm run build', { stdio: 'inherit' })
}
await import('./serve.ts')
