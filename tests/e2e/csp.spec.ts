// The Content-Security-Policy and Permissions-Policy in a real browser: Chromium loads every route
// while listening for `securitypolicyviolation` events and for the console messages Chromium writes
// about CSP and Permissions-Policy. Both lists must stay empty. The dialogs and the map under the
// policies: order-modal.spec.ts, menu-dialog-a11y.spec.ts, map.spec.ts.
import type { Page } from '@playwright/test'
import { clientOutDir } from '../../builder/paths.ts'
import { loadSite } from '../../builder/content/load-site.ts'
import {
  buildInlineHashes,
  contentSecurityPolicy,
  externalOriginsOf,
} from '../../builder/server-config/security-headers.ts'
import { documents } from '#src/lib/routes.ts'
import { expect, test } from './fixtures.ts'
import { waitForLateWork } from './wait-for-hydration.ts'

declare global {
  interface Window {
    cspViolations: string[]
  }
}

/** Starts recording policy violations and policy console messages on every document of the page. */
async function recordPolicyProblems(page: Page): Promise<() => Promise<string[]>> {
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

const pageUrls = [
  ...documents.flatMap((document) => (document.path === null ? [] : [document.path])),
  '/gibt/es/nicht',
  '/en/does/not/exist',
]

for (const url of pageUrls) {
  test(`${url} runs under the CSP without a violation`, async ({ page }) => {
    const problems = await recordPolicyProblems(page)
    const response = await page.goto(url)
    // The policy really is in force (for the plain-HTTP Node server: without upgrade-insecure-requests).
    expect(response?.headers()['content-security-policy']).toBe(
      contentSecurityPolicy({
        https: false,
        ...externalOriginsOf(loadSite().restaurant),
        ...buildInlineHashes(clientOutDir),
      }),
    )
    await waitForLateWork(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await problems()).toEqual([])
  })
}

test('the violation listener itself reports a blocked request (so an empty list means something)', async ({
  page,
}) => {
  const problems = await recordPolicyProblems(page)
  await page.goto('/impressum')
  await page.evaluate(() => {
    const image = document.createElement('img')
    image.src = 'https://tracker.invalid/pixel.png'
    document.body.append(image)
  })
  await expect.poll(problems).toContainEqual(expect.stringContaining('img-src blocked'))
})
