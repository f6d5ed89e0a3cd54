// The commit a build is made from, published as /version.json (builder/outputs.ts) so the CMS can
// tell whether the owner's last change is live (src/admin/live-state.ts): GITHUB_SHA in GitHub
// Actions, else the checkout's HEAD, else none (a tarball).
import { spawnSync } from 'node:child_process'
import type { BuiltVersion } from '#src/admin/built-version.ts'

export function builtCommit(env: NodeJS.ProcessEnv = process.env): string {
  if (env.GITHUB_SHA) return env.GITHUB_SHA
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' })
  return head.status === 0 ? head.stdout.trim() : ''
}

export function builtVersion(builtAt: Date, env: NodeJS.ProcessEnv = process.env): BuiltVersion {
  return { commit: builtCommit(env), builtAt: builtAt.toISOString() }
}
