/*
 * The Content-Security-Policy and Permissions-Policy in a real browser: what a page's load must
 * keep empty (tests/e2e/page-contract.spec.ts on every route, the behaviour specs with the
 * dialogs and the map open), and the policy the server must send.
 */
import type { Page } from '@playwright/test'
import { clientOutDir } from '../../builder/paths.ts'
import { loadSite } from '../../builder/content/load-site.ts'
import {
  buildInlineHashes,
  contentSecurityPolicy,
  externalOriginsOf,
} from '../../headers/security-headers.ts'

declare global {
  interface Window {
    cspViolations: string[]
  }
}

/**
 * Starts recording `securitypolicyviolation` events and the console messages Chromium writes about
 * CSP and Permissions-Policy, on every document the page loads; the returned function reads both.
 */
export async function recordPolicyProblems(page: Page): Promise<() => Promise<string[]>> {
  const consoleProblems: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    if (/Content[- ]Security[- ]Policy|Permissions[- ]Policy|Refused to/i.test(text)) {
      consoleProblems.push(`console ${message.type()}: ${text}`)
    }
  })
  await page.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ` +
          `(${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  return async () => [...consoleProblems, ...(await page.evaluate(() => window.cspViolations))]
}

/** The policy the suites' plain-HTTP Node server sends (without upgrade-insecure-requests). */
export function expectedContentSecurityPolicy(): string {
  return contentSecurityPolicy({
    https: false,
    ...externalOriginsOf(loadSite().restaurant),
    ...buildInlineHashes(clientOutDir),
  })
}
