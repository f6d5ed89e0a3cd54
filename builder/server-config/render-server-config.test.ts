import { describe, expect, it } from 'vitest'
import {
  renderNginxSecurityHeaders,
  renderNginxServer,
  renderNginxSite,
} from './render-server-config'
import {
  adminContentSecurityPolicy,
  isAdminPath,
  securityHeaders,
} from '../../headers/security-headers'
import { loadSite } from '../content/load-site'
import { frameOriginsOf } from '../../headers/security-headers'

const { restaurant } = loadSite()
const frameOrigins = frameOriginsOf(restaurant)

/** The `{ … }` blocks of an nginx config with their own directives (nested blocks cut out). */
function blocks(conf: string): { name: string; body: string }[] {
  const found: { name: string; body: string }[] = []
  const pattern = /^\s*(location[^{]*|server)\{/gm
  for (const match of conf.matchAll(pattern)) {
    let depth = 1
    let index = (match.index ?? 0) + match[0].length
    let body = ''
    while (depth > 0 && index < conf.length) {
      const char = conf[index]
      if (char === '{') depth++
      if (char === '}') depth--
      if (depth === 1 && char !== '}') body += char
      index++
    }
    found.push({ name: (match[1] ?? '').trim(), body })
  }
  return found
}

describe('nginx configuration', () => {
  it('writes every security header as add_header … always', () => {
    const conf = renderNginxSecurityHeaders({ https: true, frameOrigins })
    for (const [name, value] of securityHeaders({ https: true, frameOrigins })) {
      expect(conf).toContain(`add_header ${name} "${value}" always;`)
    }
  })

  it('repeats the security headers in every block that sets its own headers', () => {
    const site = renderNginxSite()
    const withHeaders = blocks(site).filter(({ body }) => body.includes('add_header'))
    expect(withHeaders.map(({ name }) => name)).toEqual([
      'location /',
      'location /en/',
      'location ~ ^/admin(?:/(?:index\\.html)?)?$',
      'location /assets/',
      'location @method_not_allowed',
    ])
    for (const { name, body } of withHeaders) {
      const snippet = name.includes('admin') ? 'admin-security-headers' : 'security-headers'
      expect(body, name).toContain(`include snippets/restaurant-site/${snippet}.conf;`)
    }
  })

  it("gives the CMS's document its own Content-Security-Policy, and only it", () => {
    const admin = renderNginxSecurityHeaders({ https: true, frameOrigins }, '/admin/')
    expect(admin).toContain(`"${adminContentSecurityPolicy({ https: true })}"`)
    expect(admin).toContain("script-src 'self'; style-src")
    expect(renderNginxSecurityHeaders({ https: true, frameOrigins })).not.toContain('unsafe-eval')
    for (const path of ['/admin', '/admin/', '/admin/index.html'])
      expect(isAdminPath(path)).toBe(true)
    for (const path of ['/', '/administrator', '/admin/x.html', '/assets/admin.js']) {
      expect(isAdminPath(path), path).toBe(false)
    }
  })

  it("tells crawlers not to index the CMS's document, and only it", () => {
    const robots = 'add_header X-Robots-Tag "noindex, nofollow" always;'
    expect(renderNginxSecurityHeaders({ https: true, frameOrigins }, '/admin/')).toContain(robots)
    expect(renderNginxSecurityHeaders({ https: true, frameOrigins })).not.toContain('X-Robots-Tag')
  })

  it('serves the 404 page, precompressed gzip and GET/HEAD only', () => {
    const site = renderNginxSite()
    expect(site).toContain('try_files $uri $uri/index.html =404;')
    expect(site).toContain('error_page 404 /404.html;')
    // Unknown English paths get the English 404 page.
    const english = blocks(site).find(({ name }) => name === 'location /en/')
    expect(english?.body).toContain('error_page 404 /en/404.html;')
    expect(english?.body).toContain('try_files $uri $uri/index.html =404;')
    expect(site).toMatch(/^gzip_static on;$/m)
    expect(site).toMatch(/^# brotli_static on;$/m)
    expect(site).toContain('add_header Allow "GET, HEAD" always;')
  })

  it('redirects HTTP and the bare domain to the canonical HTTPS host', () => {
    const server = renderNginxServer(restaurant.siteUrl)
    expect(server).toContain('return 301 https://www.namaste-otterbach.example$request_uri;')
    expect(server).toContain('server_name namaste-otterbach.example;')
    expect(server).toContain('include snippets/restaurant-site/site.conf;')
  })
})

describe('the nginx configuration in the build', () => {
  it('is answered with the 404 page, as every server does', () => {
    expect(renderNginxSite()).toContain('location ~ ^/_nginx/ {\n    return 404;')
  })
})
