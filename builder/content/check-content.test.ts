import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'

/** `npm run check:content` on the data files in `dir`. */
function checkContent(dir: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'builder/content/check-content.ts'], {
    env: { ...process.env, CONTENT_DIR: dir },
    encoding: 'utf8',
  })
}

// What the check says is run-content-check.test.ts's; here the command's streams and exit codes.
// Each run starts Node with tsx's loader: over a second, several on a busy machine.
it('as `npm run check:content`: exits 0 on the shipped content, 1 naming a mistake', () => {
  const valid = checkContent('content')
  expect([valid.status, valid.stdout, valid.stderr]).toEqual([0, 'Content is valid.\n', ''])
  const dir = mkdtempSync(join(tmpdir(), 'content-'))
  cpSync('content', dir, { recursive: true })
  const menu = readFileSync(join(dir, 'menu.yaml'), 'utf8')
  writeFileSync(
    join(dir, 'menu.yaml'),
    menu.replace(/(number: "81"\n(?:.*\n)*?\s+price: )9,90/, '$19,9O'),
  )
  const invalid = checkContent(dir)
  expect([invalid.status, invalid.stdout, invalid.stderr]).toEqual([
    1,
    '',
    `Invalid content:\n  - ${join(dir, 'menu.yaml')}: Pizza › 81 Pizza Salami › price: "9,9O" is not a price like 9,90\n`,
  ])
}, 60_000)
