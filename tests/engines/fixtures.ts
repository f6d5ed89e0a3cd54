// The engine suite's fixtures: per worker, the stub proxy and one browser of the project's engine
// at the project's viewport (launched once, its tab reused by every test); per test, that tab,
// emptied of the previous test's storage, and a check that the test left no problem on its pages.
import { test as base, expect } from '@playwright/test'
import type { EngineName, EnginePage, EngineSession, Viewport } from './engine-page.ts'
import { launchFirefox } from './firefox.ts'
import { type StubProxy, startStubProxy } from './stub-proxy.ts'
import { launchWebKit } from './webkit.ts'

export interface EngineOptions {
  engine: EngineName
  engineViewport: Viewport
}

const launchers = { firefox: launchFirefox, webkit: launchWebKit }

export const test = base.extend<
  { tab: EnginePage; stubProxy: StubProxy },
  EngineOptions & { workerProxy: StubProxy; session: EngineSession }
>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  engineViewport: [
    { width: 390, height: 844 },
    { option: true, scope: 'worker' },
  ],
  workerProxy: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const proxy = await startStubProxy(String(workerInfo.project.use.baseURL))
      await use(proxy)
      await proxy.close()
    },
    { scope: 'worker' },
  ],
  session: [
    async ({ engine, engineViewport, workerProxy }, use, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL)
      const session = await launchers[engine](engineViewport, workerProxy, baseURL)
      await use(session)
      await session.close()
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  stubProxy: async ({ workerProxy }, provide) => {
    workerProxy.external.length = 0
    await provide(workerProxy)
  },
  tab: async ({ session }, provide) => {
    const { page } = session
    // Nothing of the previous test's visit: its storage (the map choice is kept for the tab).
    await page.goto('/robots.txt')
    await page.evaluate(() => {
      localStorage.clear()
      sessionStorage.clear()
    })
    await page.takeProblems()
    await provide(page)
    expect(await page.takeProblems(), 'console errors, uncaught exceptions, failed loads').toEqual(
      [],
    )
  },
})

export { expect }

/**
 * Each engine runs at a phone's and a desktop's width (tests/engines/playwright.config.ts), for the
 * paths whose layout depends on it. Called in a describe block, its tests whose behaviour is the
 * same at every width run at the phone's only.
 */
export function atPhoneWidthOnly(): void {
  test.skip(
    ({ engineViewport }) => engineViewport.width > 500,
    'the same at every width: run at the phone’s',
  )
}
