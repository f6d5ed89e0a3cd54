// The ONE source of the site's HTTP response headers (security headers and cache rules). The Node
// server imports it; the build writes it into dist/_nginx/ (nginx) through the table of outputs
// (builder/outputs.ts), so the two ways of serving the site never drift apart.
import { createHash } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Restaurant } from '#src/schemas/index.ts'
import { osmEmbedUrl } from '#src/lib/osm-links.ts'

export interface HeaderOptions {
  /**
   * Served over HTTPS (nginx with TLS): adds `upgrade-insecure-requests` to the CSP.
   * Off for the plain-HTTP Node server, where it would ask browsers to upgrade requests that
   * nothing answers over HTTPS.
   */
  https: boolean
  /** The origins the pages frame (externalOriginsOf): the CSP's frame-src. */
  frameOrigins: readonly string[]
  /** The origins the pages' forms post to (externalOriginsOf): the CSP's form-action; none by default. */
  formOrigins?: readonly string[]
  /** CSP sources ('sha256-…') of the inline scripts in the built HTML; see inlineHashes. */
  scriptHashes?: readonly string[]
  /** CSP sources of inline stylesheets, should a page ever carry one (today none does). */
  styleHashes?: readonly string[]
}

/** The two sites the home page frames: the ordering service and the OpenStreetMap embed. */
export function frameOriginsOf(
  restaurant: Pick<Restaurant, 'orderingUrl' | 'geo' | 'mapBoundingBox'>,
): string[] {
  return [new URL(restaurant.orderingUrl).origin, new URL(osmEmbedUrl(restaurant)).origin]
}

/**
 * The other sites the pages reach, for the policy: the frames, and the form service the
 * withdrawal form posts to (/widerruf, ADR 032), if the data names one.
 */
export function externalOriginsOf(
  restaurant: Pick<Restaurant, 'orderingUrl' | 'geo' | 'mapBoundingBox' | 'withdrawalForm'>,
): Pick<HeaderOptions, 'frameOrigins' | 'formOrigins'> {
  const form = restaurant.withdrawalForm
  return {
    frameOrigins: frameOriginsOf(restaurant),
    // The form service's own origin, and the one it redirects to after the post (Chrome checks
    // redirects after a submission against form-action, w3c/webappsec-csp#8).
    formOrigins: form
      ? [
          ...new Set(
            [form.action, form.redirectUrl].flatMap((url) => (url ? [new URL(url).origin] : [])),
          ),
        ]
      : [],
  }
}

/**
 * Browser features the site never uses, so neither it nor a framed page may ask for them. Only
 * names Chromium knows: an unknown name costs a console warning on every page load (the CSP e2e test
 * fails on it). Payment stays denied too: the ordering service takes payment on its own pages or in
 * a popup, and the ordering frame has no `allow="payment"` either.
 */
export const deniedFeatures: readonly string[] = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
]

export function contentSecurityPolicy({
  https,
  frameOrigins,
  formOrigins = [],
  scriptHashes = [],
  styleHashes = [],
}: HeaderOptions): string {
  const directives: Directive[] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    ['style-src', "'self'", ...styleHashes.map((hash) => `'${hash}'`)],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['frame-src', ...frameOrigins],
    ['connect-src', "'self'"],
    ['manifest-src', "'self'"],
    // The withdrawal form's service; no other form on the public pages.
    ['form-action', ...(formOrigins.length > 0 ? formOrigins : ["'none'"])],
  ]
  return policy(directives, https)
}

type Directive = [string, ...string[]]

/** A policy's header value: its own directives, then the lockdown every policy here ends with. */
function policy(directives: Directive[], https: boolean): string {
  const lockdown: Directive[] = [
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
  ]
  return [...directives, ...lockdown, ...(https ? [['upgrade-insecure-requests']] : [])]
    .map((directive) => directive.join(' '))
    .join('; ')
}

/** The CMS's document: /admin/ (and /admin, /admin/index.html). */
export const isAdminPath = (pathname: string) => /^\/admin(?:\/(?:index\.html)?)?$/.test(pathname)

/**
 * The policy of the CMS at /admin/, for the owner only, as tight as the editor (Sveltia CMS, ADR
 * 039) allows; the public pages' policy stays as strict as it is. Each source and what it is for:
 * - scripts from the site's origin only: the first screen and the editor's chunks; no
 *   'unsafe-eval' (nothing in the editor compiles code from text);
 * - styles 'unsafe-inline': the editor's components insert their own style elements and set
 *   style attributes at run time;
 * - images data: and blob: (the editor's icons, a chosen photo before it is uploaded) and GitHub's
 *   avatars (the signed-in owner);
 * - fonts from the site's origin: the editor's typeface and icon font, bundled with it;
 * - connections: GitHub's API (reading and committing the data files, and whether the last change
 *   is live), blob: (a chosen photo read back before it is checked and uploaded), data: (the
 *   editor reads its own icon, a data: URL, before its configuration names the site's), GitHub's status
 *   page (the editor says when GitHub itself is down), and the site's origin (the built commit,
 *   /version.json);
 * - frames from the site's origin: the preview;
 * - a web manifest from blob:: the editor makes its own, so the owner can put it on the phone's
 *   home screen like an app;
 * - no form is ever submitted: GitHub's login is a window of its own.
 * On the owner's computer (`npm run admin`) the editor reads and writes the folder through the
 * browser (the File System Access API), which no directive governs.
 */
export function adminContentSecurityPolicy({ https }: Pick<HeaderOptions, 'https'>): string {
  const directives: Directive[] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
    ['font-src', "'self'"],
    [
      'connect-src',
      "'self'",
      'data:',
      'blob:',
      'https://api.github.com',
      'https://www.githubstatus.com',
    ],
    ['frame-src', "'self'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'", 'blob:'],
    ['form-action', "'none'"],
  ]
  return policy(directives, https)
}

/** The headers whose value (or presence) depends on the path: the CMS's document has its own. */
export const perPathHeaders = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'X-Robots-Tag',
]

/**
 * Security headers sent with every response, in a stable order. The CMS's document (`pathname`)
 * gets its own Content-Security-Policy, an opener policy that lets GitHub's login window, which
 * it opens, report back to it (`window.opener`), and an X-Robots-Tag that keeps it out of search
 * results under each of its URLs, as its noindex meta tag does for crawlers that read the HTML;
 * every other path the site's.
 */
export function securityHeaders(
  options: HeaderOptions,
  pathname = '/',
): [name: string, value: string][] {
  const admin = isAdminPath(pathname)
  const robots: [string, string][] = admin ? [['X-Robots-Tag', 'noindex, nofollow']] : []
  return [
    [
      'Content-Security-Policy',
      admin ? adminContentSecurityPolicy(options) : contentSecurityPolicy(options),
    ],
    // Browsers ignore HSTS on plain HTTP, so sending it from the local server is harmless.
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', deniedFeatures.map((feature) => `${feature}=()`).join(', ')],
    ['Cross-Origin-Opener-Policy', admin ? 'same-origin-allow-popups' : 'same-origin'],
    ...robots,
  ]
}

/** Hashed build output (Vite puts a content hash in every file name under /assets/). */
export const hashedAssetsPrefix = '/assets/'

export const cacheControl = {
  /** A hashed file never changes: any change gets a new name. */
  immutable: 'public, max-age=31536000, immutable',
  /** HTML and unhashed files: caches keep them but revalidate (ETag/Last-Modified) every time. */
  revalidate: 'no-cache',
} as const

export function cacheControlFor(pathname: string): string {
  return pathname.startsWith(hashedAssetsPrefix) ? cacheControl.immutable : cacheControl.revalidate
}

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const styleTag = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module'])

const sha256 = (text: string) =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`

/**
 * CSP hash sources of the inline scripts and styles of an HTML document. External scripts (src=…)
 * need no hash, and data blocks such as JSON-LD (`type="application/ld+json"`) are never executed,
 * so CSP does not apply to them.
 */
export function inlineHashes(html: string): { scriptHashes: string[]; styleHashes: string[] } {
  const scriptHashes: string[] = []
  for (const [, attributes = '', body = ''] of html.matchAll(scriptTag)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? ''
    if (!executableTypes.has(type.toLowerCase())) continue
    scriptHashes.push(sha256(body))
  }
  const styleHashes = [...html.matchAll(styleTag)].map(([, body = '']) => sha256(body))
  return { scriptHashes, styleHashes }
}

/**
 * The inline-script and inline-style hashes of every HTML file in a build (of those `include`
 * takes, by their path in the build: "agb/index.html"), unique and sorted.
 */
export function buildInlineHashes(
  root: string,
  include: (file: string) => boolean = () => true,
): {
  scriptHashes: string[]
  styleHashes: string[]
} {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
  const scripts = new Set<string>()
  const styles = new Set<string>()
  for (const file of files.filter((name) => name.endsWith('.html') && include(name))) {
    const hashes = inlineHashes(readFileSync(join(root, file), 'utf8'))
    hashes.scriptHashes.forEach((hash) => scripts.add(hash))
    hashes.styleHashes.forEach((hash) => styles.add(hash))
  }
  return { scriptHashes: [...scripts].sort(), styleHashes: [...styles].sort() }
}
