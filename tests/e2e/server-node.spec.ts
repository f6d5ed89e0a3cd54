// The Node server of `npm start` (server/site-server.ts), as started by playwright.config.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { createSiteServer } from '../../server/site-server.ts'
import {
  describeContentTypes,
  describeServerContract,
  rawRequest,
  typedFiles,
  writeNotFoundPages,
} from './server-contract.ts'

const port = Number(process.env.E2E_PORT ?? 4173)
// The IPv4 loopback the server listens on (server/serve.ts), whatever `localhost` resolves to.
const origin = `http://127.0.0.1:${port}`

describeServerContract({
  name: 'the Node server',
  origin: () => origin,
  https: false,
  encodings: ['br', 'gzip'],
})

test('the Node server sends no upgrade-insecure-requests over plain HTTP', async () => {
  const response = await rawRequest(origin, '/')
  expect(String(response.headers['content-security-policy'])).not.toContain('upgrade-insecure')
})

test.describe('a Node server on a root with one file of each type', () => {
  let root = ''
  let server: ReturnType<typeof createSiteServer>
  let typesOrigin = ''

  test.beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'site-server-types-'))
    writeNotFoundPages(root)
    for (const [file, { body }] of Object.entries(typedFiles)) writeFileSync(join(root, file), body)
    server = createSiteServer(root)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    typesOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  test.afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    rmSync(root, { recursive: true, force: true })
  })

  describeContentTypes({ name: 'it', origin: () => typesOrigin })
})
