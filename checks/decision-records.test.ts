import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// Decision records stay short and true (issue 54): a superseded record says so in the one line at
// its top, pointing to its successor; and the README carries no benchmark figures (they change with
// every run and live in docs/benchmarks.md).
const folder = 'docs/decisions'
const records = readdirSync(folder).filter((file) => /^\d{3}-.+\.md$/.test(file))
const index = readFileSync(`${folder}/README.md`, 'utf8')

describe('the decision records', () => {
  for (const file of records) {
    const number = file.slice(0, 3)
    const row = index.split('\n').find((line) => line.startsWith(`| ${number} `)) ?? ''
    const successors = [
      ...(row.split('|')[3] ?? '').matchAll(/superseded by ([\d, and]+)/g),
    ].flatMap(([, list]) => list!.match(/\d{3}/g) ?? [])
    if (successors.length === 0) continue
    it(`${file} says at its top that ${successors.join(' and ')} supersede it`, () => {
      const status = readFileSync(`${folder}/${file}`, 'utf8').split('\n')[2] ?? ''
      expect(status).toMatch(/^Status: .*superseded by \[/)
      for (const successor of successors) expect(status).toContain(`](${successor}-`)
    })
  }
})

describe('README.md', () => {
  it('names no figure of a benchmark run, and links docs/benchmarks.md', () => {
    const readme = readFileSync('README.md', 'utf8')
    expect(readme).not.toMatch(/Latest run|\d+(?:[.,]\d+)? ?(?:ms|s) = |\d+(?:[.,]\d+)? KB brotli/)
    expect(readme).toContain('](docs/benchmarks.md)')
  })
})
