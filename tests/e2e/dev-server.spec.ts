// `npm run dev` serves every file the build writes: the test walks the table of outputs
// (builder/outputs.ts) against a running dev server. Files that do not depend on the build's assets,
// its inline styles or its clock must be the very bytes the build wrote.
import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { expect, test } from '@playwright/test'
import { siteOutputs } from '../../builder/outputs.ts'
import { clientOutDir } from '../../builder/paths.ts'
import { siteDocuments } from '#src/lib/routes.ts'
import { loadSite } from '../../builder/content/load-site.ts'
import { contentTypes } from '../../server/site-server.ts'
import { suiteInstant } from '../site/suite-site.ts'

const port = Number(process.env.E2E_PORT ?? 4173) + 1001
const origin = `http://localhost:${port}`
const { restaurant } = loadSite()
const outputs = siteOutputs(restaurant)
const pageFiles = new Set(siteDocuments(restaurant).map((document) => document.file))

/** Made from the data and the code alone: the same in dev as in the build. */
const sameAsBuild =
  /^(sitemap\.xml|robots\.txt|.*\.webmanifest|.*restaurant\.json|.*\.png|_nginx\/(nginx|snippets\/(site|tls))\.conf)$/

let server: ChildProcess

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  // Vite's first start on a busy machine takes longer than a test's 30 s.
  test.setTimeout(120_000)
  // Dated as the suite's build is (tests/site/suite-site.ts).
  const clock = `--built-at=${suiteInstant.toISOString()}`
  server = spawn(process.execPath, ['--import', 'tsx', 'server/dev.ts', clock], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  })
  await expect
    .poll(
      () =>
        fetch(`${origin}/robots.txt`).then(
          (response) => response.status,
          () => 0,
        ),
      {
        timeout: 60_000,
      },
    )
    .toBe(200)
})

test.afterAll(() => {
  server?.kill()
})

test('the dev server answers every file of the table of outputs as the build writes it', async () => {
  test.setTimeout(120_000)
  expect(outputs.length).toBeGreaterThan(30)
  for (const { file } of outputs) {
    const response = await fetch(`${origin}/${file}`)
    expect(response.status, file).toBe(200)
    const type = contentTypes[extname(file)] ?? 'text/plain; charset=utf-8'
    expect(response.headers.get('content-type'), file).toBe(type)
    const body = Buffer.from(await response.arrayBuffer())
    expect(body.length, file).toBeGreaterThan(0)
    if (pageFiles.has(file)) {
      // The page, with Vite's client for hot reload.
      expect(body.toString(), file).toContain('<div id="root">')
      expect(body.toString(), file).toContain('/@vite/client')
    }
    if (sameAsBuild.test(file)) {
      expect(body.equals(readFileSync(join(clientOutDir, file))), file).toBe(true)
    }
  }
})

test('it answers a page at its path, and an unknown path with the not-found page of its language', async () => {
  for (const [path, status, lang] of [
    ['/speisekarte', 200, 'de'],
    ['/en/menu', 200, 'en'],
    ['/gibt-es-nicht', 404, 'de'],
    ['/en/does-not-exist', 404, 'en'],
  ] as const) {
    const response = await fetch(`${origin}${path}`)
    expect(response.status, path).toBe(status)
    expect(await response.text(), path).toContain(`<html lang="${lang}"`)
  }
})

test('it answers the logo’s wordmark that its pages use, as the build writes it', async () => {
  const page = await (await fetch(`${origin}/impressum`)).text()
  const [, path] = /<use href="(\/assets\/wordmark-[\w-]+\.svg)#w"/.exec(page) ?? []
  expect(path, 'the logo’s wordmark').toBeDefined()
  const response = await fetch(`${origin}${path}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/svg+xml')
  const body = Buffer.from(await response.arrayBuffer())
  expect(body.equals(readFileSync(join(clientOutDir, path!))), path).toBe(true)
})
