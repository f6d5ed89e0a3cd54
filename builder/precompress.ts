// Writes a brotli (.br) and a gzip (.gz) twin next to every compressible file of the build, at the
// highest levels (compressing once at build time costs nothing per request). The Node server
// (server/site-server.ts), nginx (gzip_static, brotli_static) and most CDNs send the twin to
// clients that accept it.
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** Text formats; images and fonts (png, avif, webp, woff2) are compressed already. */
export const compressibleExtensions = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.webmanifest',
  '.svg',
  '.xml',
  '.txt',
  '.ico',
])

/**
 * The highest brotli level for what visitors load; files over 1 MB (only the CMS's bundle, which
 * the owner loads) at level 9, which compresses them about 5 % worse in a tenth of the time.
 */
export const brotliQuality = (bytes: number) =>
  bytes > 1024 * 1024 ? 9 : constants.BROTLI_MAX_QUALITY

/** A file's brotli twin, as visitors' browsers receive it. */
export const brotliCompress = (source: Buffer) =>
  brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality(source.length),
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  })

export interface PrecompressResult {
  file: string
  size: number
  gzip?: number
  brotli?: number
}

export function precompress(root: string): PrecompressResult[] {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => compressibleExtensions.has(extname(name)))
    .filter((name) => statSync(join(root, name)).isFile())
    .sort()
  return files.map((file) => {
    const path = join(root, file)
    const source = readFileSync(path)
    const result: PrecompressResult = { file, size: source.length }
    const gzip = gzipSync(source, { level: constants.Z_BEST_COMPRESSION })
    const brotli = brotliCompress(source)
    // A twin that is not smaller only costs a disk read: servers fall back to the original.
    // (and a stale twin from an earlier run must not outlive a change of its original).
    if (gzip.length < source.length) {
      writeFileSync(`${path}.gz`, gzip)
      result.gzip = gzip.length
    } else rmSync(`${path}.gz`, { force: true })
    if (brotli.length < source.length) {
      writeFileSync(`${path}.br`, brotli)
      result.brotli = brotli.length
    } else rmSync(`${path}.br`, { force: true })
    return result
  })
}
