import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadSite } from '../../builder/content/load-site.ts'
import { documents } from '#src/lib/routes.ts'
import { expect, test } from './fixtures.ts'
import { type BuiltSite, buildPagesFrom, serveBuild } from './pages-from-content.ts'

// The launch gate's fixture (ADR 032): a complete, real-looking data set that passes
// `npm run check:launch` (builder/content/launch-findings.test.ts) builds into a site whose pages
// carry none of the demo's placeholders.
const fixture = 'tests/fixtures/launch-ready-content'
const demo = loadSite('de').restaurant
const ready = loadSite('de', fixture).restaurant

let root: string
let site: BuiltSite

test.beforeAll(async () => {
  test.setTimeout(240_000)
  root = mkdtempSync(join(tmpdir(), 'launch-ready-'))
  cpSync(fixture, join(root, 'content'), { recursive: true, dereference: true })
  await buildPagesFrom(root)
  site = await serveBuild(root)
})

test.afterAll(() => {
  site?.close()
  if (root) rmSync(root, { recursive: true, force: true })
})

test('the site builds from the launch-ready data, and no page shows a placeholder of the demo', async ({
  request,
}) => {
  const placeholders = [
    '.example',
    '23125',
    demo.owner,
    demo.hostingProvider.name,
    demo.orderingProvider.name,
  ]
  for (const document of documents.filter((candidate) => candidate.path !== null)) {
    const response = await request.get(`${site.origin}${document.path}`)
    expect(response.status(), document.path!).toBe(200)
    const html = await response.text()
    for (const placeholder of placeholders) {
      expect(html.includes(placeholder), `${document.path}: ${placeholder}`).toBe(false)
    }
  }
  const impressum = await (await request.get(`${site.origin}/impressum`)).text()
  expect(impressum).toContain(ready.owner)
  expect(impressum).toContain(ready.legalName)
})
