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
 * The widths at which the stylesheet's rules change for a phone or a tablet, each at the narrowest
 * width of its range, where text has the least room: 320 px (below 360), 360 (360–639: the lunch
 * table's text grows at 360; every phone from 360 to 430 px has these rules), 768 (768–1023: the
 * header's main links; a tablet upright); a desktop's 1440 (from 1024 every rule is
 * the same); and a full-HD 1920 × 1080, where only the pages that may end above the screen's
 * bottom run (tests/e2e/site.layout.spec.ts). The phone the behaviour specs use (390 × 844) and the
 * page contract's (412 × 823) share every rule with 360.
 */
const layoutWidths = [320, 360, 768, 1440, 1920] as const
const viewportHeights = { 320: 844, 360: 844, 768: 1024, 1440: 900, 1920: 1080 } as const

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
      // Phones 844 px high, a tablet upright 1024, laptops 900, a full-HD desktop 1080.
      use: { viewport: { width, height: viewportHeights[width] } },
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
