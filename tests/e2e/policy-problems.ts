import type { Page } from '@playwright/test'

declare global {
  interface Window {
    cspViolations: string[]
  }
}

/**
 * Starts recording, on every document the page loads from now on, the Content-Security-Policy
 * violations (`securitypolicyviolation` events) and the console messages Chromium writes about the
 * CSP and the Permissions-Policy; resolves to a function that reads what was recorded. A test that
 * expects it empty after opening a dialog or a map shows they run under the site's policies.
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

/** The text of a stub page's <h1> (tests/e2e/fixtures.ts), which its frame must show. */
export function headingOf(html: string): string {
  const heading = /<h1>(.*?)<\/h1>/.exec(html)?.[1]
  if (!heading) throw new Error('stub page without <h1>')
  return heading
}
