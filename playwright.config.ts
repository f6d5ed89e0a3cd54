import './tests/site/suite-env.ts'
import { defineConfig, devices } from '@playwright/test'
import { chromiumFlags, systemChromium } from './builder/chromium.ts'
import { testFontsEnvironment } from './tests/fonts/test-fonts.ts'

const port = Number(process.env.E2E_PORT ?? 4173)

/**
 * The home page's behaviour, run twice: on a 390 px phone and on a 1440 px desktop (issue 3's
 * two viewports). Everything else runs once at Playwright's desktop default; tests that need
 * another size set it themselves.
 */
const behaviourSpecs = /(home|order-modal|menu|menu-page|keyboard)\.spec\.ts$/

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: systemChromium(),
      args: chromiumFlags,
      // The fonts the tests control, not the machine's (screenshots, page heights, print pages).
      env: { ...process.env, ...testFontsEnvironment() },
    },
  },
  // Baselines are named by the test alone, whichever project takes them.
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}-{platform}{ext}',
  projects: [
    { name: 'desktop', testIgnore: behaviourSpecs },
    {
      name: 'phone-390',
      testMatch: behaviourSpecs,
      use: { viewport: { width: 390, height: 844 } },
    },
    {
      name: 'desktop-1440',
      testMatch: behaviourSpecs,
      use: { viewport: { width: 1440, height: 900 } },
    },
  ],
  // The suites' site, built at their fixed instant unless up to date (tests/site/suite-site.ts).
  webServer: {
    command: 'tsx tests/site/serve-suite-site.ts',
    timeout: 300_000,
    url: `http://localhost:${port}/`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    stdout: 'ignore',
  },
})
