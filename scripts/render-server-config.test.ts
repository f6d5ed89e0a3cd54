import { describe, expect, it } from 'vitest'
import {
  renderHeadersFile,
  renderNginxSecurityHeaders,
  renderNginxServer,
  renderNginxSite,
} from './render-server-config'
import { securityHeaders } from './security-headers'

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
    const conf = renderNginxSecurityHeaders({ https: true })
    for (const [name, value] of securityHeaders({ https: true })) {
      expect(conf).toContain(`add_header ${name} "${value}" always;`)
    }
  })

  it('repeats the security headers in every block that sets its own headers', () => {
    const site = renderNginxSite()
    const withHeaders = blocks(site).filter(({ body }) => body.includes('add_header'))
    expect(withHeaders.map(({ name }) => name)).toEqual([
      'location /',
      'location /assets/',
      'location @method_not_allowed',
    ])
    for (const { name, body } of withHeaders) {
      expect(body, name).toContain('include snippets/restaurant-site/security-headers.conf;')
    }
  })

  it('serves the 404 page, precompressed gzip and GET/HEAD only', () => {
    const site = renderNginxSite()
    expect(site).toContain('try_files $uri $uri/index.html =404;')
    expect(site).toContain('error_page 404 /404.html;')
    expect(site).toMatch(/^gzip_static on;$/m)
    expect(site).toMatch(/^# brotli_static on;$/m)
    expect(site).toContain('add_header Allow "GET, HEAD" always;')
  })

  it('redirects HTTP and the bare domain to the canonical HTTPS host', () => {
    const server = renderNginxServer()
    expect(server).toContain('return 301 https://www.namaste-otterbach.example$request_uri;')
    expect(server).toContain('server_name namaste-otterbach.example;')
    expect(server).toContain('include snippets/restaurant-site/site.conf;')
  })
})

describe('_headers for CDN hosts', () => {
  const file = renderHeadersFile({ https: true }, ['/', '/index.html', '/impressum'])

  it('sends the security headers on every path', () => {
    const all = file.split('\n/')[1] ?? ''
    for (const [name, value] of securityHeaders({ https: true })) {
      expect(all).toContain(`  ${name}: ${value}`)
    }
  })

  it('sets Cache-Control in one rule per path, never in the catch-all', () => {
    const rules = file
      .split('\n')
      .filter((line) => !line.startsWith('#'))
      .join('\n')
      .trim()
      .split(/\n(?=\/)/)
    const catchAll = rules.find((rule) => rule.startsWith('/*\n'))
    expect(catchAll).not.toContain('Cache-Control')
    expect(rules).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable')
    expect(rules).toContain('/impressum\n  Cache-Control: no-cache')
  })
})
