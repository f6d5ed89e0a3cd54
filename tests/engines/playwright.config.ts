import '../site/suite-env.ts'
import { defineConfig } from '@playwright/test'
import type { EngineOptions } from './fixtures.ts'

// The engine suite (issue 42, ADR 033): the visitor's main paths in Firefox ESR and WebKitGTK, at
// a phone's and a desktop's viewport, against the production build of the suites' site
// (tests/site/suite-site.ts) served as `npm start` serves it. One browser per engine and viewport
// (a project each); `npm run test:engines`.
const port = Number(process.env.ENGINES_PORT ?? 4283)

const screens = {
  390: { width: 390, height: 844 },
  1440: { width: 1440, height: 900 },
} as const

const engines = ['firefox', 'webkit'] as const

export default defineConfig<EngineOptions>({
  testDir: '.',
  outputDir: '../../test-results/engines',
  fullyParallel: false,
  workers: Number(process.env.ENGINES_WORKERS ?? 1),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./summary-reporter.ts']],
  use: { baseURL: `http://localhost:${port}` },
  projects: engines.flatMap((engine) =>
    Object.entries(screens).map(([name, screen]) => ({
      name: `${engine}-${name}`,
      metadata: { engine },
      use: { engine, engineViewport: screen },
      // WebKitWebDriver has no print command: the flyer prints in Firefox (and Chromium).
      testIgnore: engine === 'webkit' ? /print\.spec\.ts$/ : undefined,
    })),
  ),
  // The suites' site, built at their fixed instant unless up to date (tests/site/suite-site.ts).
  webServer: {
    command: 'tsx tests/site/serve-suite-site.ts',
    cwd: '../..',
    timeout: 300_000,
    url: `http://localhost:${port}/`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    stdout: 'ignore',
  },
})
