import './tests/site/suite-env.ts'
import { defineConfig, devices } from '@playwright/test'
import { chromiumFlags, systemChromium } from './builder/chromium.ts'
import { testFontsEnvironment } from './tests/fonts/test-fonts.ts'

const port = Number(process.env.E2E_PORT ?? 4173)

/**
 * The suite's shape (issue 51, README "Tests"): every spec runs once, in the `site` project at
 * Playwright's desktop default; a test whose behaviour depends on the screen sets its own viewport
 * (a phone's 390 × 844, a desktop's 1440 × 900). Only what depends on the width itself — layout,
 * geometry — runs at every width, one `layout-<width>` project each, on `*.layout.spec.ts` files.
 */
const layoutSpecs = /\.layout\.spec\.ts$/
/**
 * One width in each range of the stylesheet's breakpoints that a visitor's screen falls in: below
 * 360 px, 360–639 (the lunch table's text grows at 360; a 390 px phone, the width the behaviour
 * specs use, beside the range's narrowest), a desktop's 1440 and a full-HD 1920 × 1080 (from
 * 1024 px every rule is the same; at 1920 only the pages that may end above the screen's bottom
 * run, tests/e2e/site.layout.spec.ts). 412 px, which shares every rule with 360 and 390, is the
 * page contract's phone (tests/e2e/page-contract.spec.ts).
 */
const layoutWidths = [320, 360, 390, 1440, 1920] as const

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
    { name: 'site', testIgnore: layoutSpecs },
    ...layoutWidths.map((width) => ({
      name: `layout-${width}`,
      testMatch: layoutSpecs,
      // Phones 844 px high, laptops 900, a full-HD desktop 1080.
      use: { viewport: { width, height: width < 1024 ? 844 : width < 1920 ? 900 : 1080 } },
    })),
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
