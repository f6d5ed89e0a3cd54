import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// `npm run lint` checks the deploy workflow with action-validator (GitHub's workflow schema,
// compiled to WebAssembly: it runs offline). These prove it passes ours and fails a broken one.
const validate = (file: string) =>
  spawnSync('npx', ['action-validator', file], { encoding: 'utf8', shell: false })

describe('the deploy workflow', () => {
  it('is valid', () => {
    const result = validate('.github/workflows/deploy.yml')
    expect(result.stdout + result.stderr).not.toMatch(/"errors"/)
    expect(result.status).toBe(0)
  })

  it('fails the lint when broken: a misspelt key, a deploy without its build', () => {
    const broken = readFileSync('.github/workflows/deploy.yml', 'utf8')
      .replace('runs-on: ubuntu-latest', 'runs-onn: ubuntu-latest')
      .replace('needs: build', 'needs: [build')
    const file = join(mkdtempSync(join(tmpdir(), 'workflow-')), 'deploy.yml')
    writeFileSync(file, broken)
    expect(validate(file).status).not.toBe(0)
  })

  it('never deploys what did not pass the content check and the build', () => {
    const workflow = readFileSync('.github/workflows/deploy.yml', 'utf8')
    // One deploy job per publishing target (builder/publishing-target.test.ts), each after the build.
    expect(workflow).toMatch(/deploy-github-pages:\n\s+needs: build/)
    expect(workflow).toMatch(/deploy-own-server:\n\s+needs: build/)
    expect(workflow.indexOf('npm run check:content')).toBeLessThan(
      workflow.indexOf('npm run build'),
    )
  })
})
