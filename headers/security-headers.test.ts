import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  externalOriginsOf,
  frameOriginsOf,
  adminContentSecurityPolicy,
  cacheControlFor,
  contentSecurityPolicy,
  inlineHashes,
  securityHeaders,
} from './security-headers'
import { loadSite } from '#src/testing/site.ts'

const { restaurant } = loadSite()
const frameOrigins = frameOriginsOf(restaurant)

const directives = (policy: string) =>
  new Map(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]))

describe('contentSecurityPolicy', () => {
  it('frames only the ordering service and OpenStreetMap', () => {
    const policy = directives(contentSecurityPolicy({ https: true, frameOrigins }))
    expect(policy.get('frame-src')).toEqual([
      new URL(restaurant.orderingUrl).origin,
      'https://www.openstreetmap.org',
    ])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('form-action')).toEqual(["'none'"])
  })

  it('allows no inline script or style, only hashed ones', () => {
    const policy = contentSecurityPolicy({
      https: false,
      frameOrigins,
      scriptHashes: ['sha256-abc='],
      styleHashes: ['sha256-def='],
    })
    expect(directives(policy).get('script-src')).toEqual(["'self'", "'sha256-abc='"])
    expect(directives(policy).get('style-src')).toEqual(["'self'", "'sha256-def='"])
    expect(policy).not.toContain('unsafe-inline')
    expect(policy).not.toContain('unsafe-eval')
  })

  it('asks for upgrade-insecure-requests over HTTPS only', () => {
    expect(contentSecurityPolicy({ https: true, frameOrigins })).toMatch(
      /; upgrade-insecure-requests$/,
    )
    expect(contentSecurityPolicy({ https: false, frameOrigins })).not.toContain(
      'upgrade-insecure-requests',
    )
  })
})

describe('adminContentSecurityPolicy', () => {
  it('runs the editor without eval, reads a chosen photo back and names no localhost', () => {
    const policy = directives(adminContentSecurityPolicy({ https: true }))
    // Sveltia CMS compiles nothing from text (ADR 039): scripts from the site alone.
    expect(policy.get('script-src')).toEqual(["'self'"])
    // A chosen photo is read from its blob: URL before it is checked and uploaded; GitHub's API
    // reads and commits the files and says whether the last change is live.
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.github.com',
      'https://www.githubstatus.com',
    ])
    expect(policy.get('img-src')).toContain('blob:')
    expect(policy.get('form-action')).toEqual(["'none'"])
    // With `npm run admin` the editor writes the folder through the browser, not over the network.
    expect([...policy.values()].flat().join(' ')).not.toMatch(/localhost|127\.0\.0\.1/)
  })
})

describe('securityHeaders', () => {
  it('sends HSTS for a year, nosniff, the referrer policy, COOP and a denying Permissions-Policy', () => {
    const headers = new Map(securityHeaders({ https: true, frameOrigins }))
    expect(headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains')
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin')
    // The CMS opens GitHub's login window, which reports back through window.opener.
    const admin = new Map(securityHeaders({ https: true, frameOrigins }, '/admin/'))
    expect(admin.get('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups')
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(headers.get('Permissions-Policy')).toContain(`${feature}=()`)
    }
  })

  it('keeps the CMS out of search results under each of its URLs, and only the CMS', () => {
    for (const path of ['/admin', '/admin/', '/admin/index.html']) {
      expect(
        new Map(securityHeaders({ https: true, frameOrigins }, path)).get('X-Robots-Tag'),
        path,
      ).toBe('noindex, nofollow')
    }
    for (const path of ['/', '/impressum', '/assets/index.js']) {
      expect(
        new Map(securityHeaders({ https: true, frameOrigins }, path)).has('X-Robots-Tag'),
        path,
      ).toBe(false)
    }
  })
})

describe('inlineHashes', () => {
  const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`

  it('hashes executable inline scripts and skips external scripts and JSON-LD', () => {
    const code = 'console.log("hi")'
    const html = [
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script type="application/ld+json">{"@type":"Restaurant"}</script>',
      `<script>${code}</script>`,
      `<script type="module">${code};</script>`,
    ].join('\n')
    expect(inlineHashes(html).scriptHashes).toEqual([sha(code), sha(`${code};`)])
  })

  it('hashes inline stylesheets exactly as written', () => {
    const css = 'body{color:red}\n'
    const html = `<head><style>${css}</style><link rel="stylesheet" href="/x.css"></head>`
    expect(inlineHashes(html).styleHashes).toEqual([sha(css)])
  })
})

describe('cacheControlFor', () => {
  it('caches hashed assets for a year and revalidates everything else', () => {
    expect(cacheControlFor('/assets/index-abc123.js')).toBe('public, max-age=31536000, immutable')
    expect(cacheControlFor('/')).toBe('no-cache')
    expect(cacheControlFor('/og-image.png')).toBe('no-cache')
  })
})

describe('the withdrawal form (ADR 032)', () => {
  it('may post to its form service and nowhere else; without one, no form may post', () => {
    const withForm = directives(
      contentSecurityPolicy({ https: true, ...externalOriginsOf(restaurant) }),
    )
    expect(withForm.get('form-action')).toEqual([new URL(restaurant.withdrawalForm!.action).origin])
    const without = directives(
      contentSecurityPolicy({
        https: true,
        ...externalOriginsOf({ ...restaurant, withdrawalForm: undefined }),
      }),
    )
    expect(without.get('form-action')).toEqual(["'none'"])
  })

  it('admits the origin the form service redirects to after the post, where it has another', () => {
    const form = restaurant.withdrawalForm!
    const redirecting = (redirectUrl: string) =>
      directives(
        contentSecurityPolicy({
          https: true,
          ...externalOriginsOf({ ...restaurant, withdrawalForm: { ...form, redirectUrl } }),
        }),
      ).get('form-action')
    expect(redirecting('https://danke.formulardienst.example.org/ok?x=1')).toEqual([
      new URL(form.action).origin,
      'https://danke.formulardienst.example.org',
    ])
    expect(redirecting(`${new URL(form.action).origin}/danke`)).toEqual([
      new URL(form.action).origin,
    ])
  })
})
