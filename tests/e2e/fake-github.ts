// GitHub as the CMS at /admin/ talks to it, answered in the page from a folder (tests never reach
// the network): the OAuth service's login window (the Decap/Sveltia message protocol), the REST
// and GraphQL calls the editor (Sveltia CMS) makes to read the data files and to commit a save,
// and the Actions runs of the deploy workflow the CMS reads to say whether a change is live
// (src/admin/live-state.ts). Each test says how the deploy of a commit went.
import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import type { Page, Route } from '@playwright/test'

export interface DeployRun {
  status: 'queued' | 'in_progress' | 'completed'
  conclusion?: 'success' | 'failure'
  /** The step that failed, for a failed run. */
  failedStep?: string
  /** When the run last changed (a finished run: when it finished). */
  updatedAt?: string
}

export interface FakeGitHub {
  /** The branch's head: the last commit. */
  head(): string
  /** The commits the CMS made, newest last, with the files each changed. */
  commits: { sha: string; message: string; paths: string[] }[]
  /** The deploy workflow's run for each commit, as the test sets it. */
  runs: Map<string, DeployRun>
}

const gitBlobSha = (bytes: Buffer) =>
  createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex')

function filesUnder(root: string, dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(root, path) : [relative(root, path)]
  })
}

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })

/** The OAuth service's login window: asks the CMS, then hands it GitHub's token. */
const loginWindow = (token: string) => `<!doctype html><title>GitHub-Anmeldung (Test)</title>
<script>
  addEventListener('message', (event) => {
    if (event.data === 'authorizing:github') {
      window.opener.postMessage('authorization:github:success:' + JSON.stringify({ token: ${JSON.stringify(token)}, provider: 'github' }), event.origin)
    }
  })
  window.opener.postMessage('authorizing:github', '*')
</script>`

/**
 * Answers GitHub for `repository` ("owner/name") from `root`, a folder holding the repository's
 * files (content/…), for the signed-in `login`.
 */
export async function installFakeGitHub(
  page: Page,
  {
    root,
    repository,
    login = 'inhaber',
    token = 'test-token',
  }: {
    root: string
    repository: string
    login?: string
    token?: string
  },
): Promise<FakeGitHub> {
  const commits: FakeGitHub['commits'] = [
    { sha: randomBytes(20).toString('hex'), message: 'Stand vor dem Test', paths: [] },
  ]
  const runs = new Map<string, DeployRun>()
  const head = () => commits.at(-1)!.sha
  const blobs = () =>
    new Map(
      filesUnder(root).map((path) => {
        const bytes = readFileSync(join(root, path))
        return [path, { bytes, sha: gitBlobSha(bytes) }] as const
      }),
    )
  const lastCommitOf = () => ({
    author: { name: 'Inhaber', email: 'inhaber@example.com', user: { id: 1, login } },
    committedDate: '2026-12-01T09:00:00Z',
  })

  await page
    .context()
    .route('https://api.netlify.com/auth**', (route) =>
      route.fulfill({ contentType: 'text/html', body: loginWindow(token) }),
    )
  await page
    .context()
    .route('https://www.githubstatus.com/**', (route) =>
      json(route, { status: { indicator: 'none' } }),
    )
  await page.context().route('https://api.github.com/**', async (route) => {
    const request = route.request()
    const url = new URL(request.url())
    const path = url.pathname.replace(`/repos/${repository}`, '/repo')
    if (request.headers().authorization?.replace(/^(token|Bearer) /, '') !== token) {
      return json(route, { message: 'Bad credentials' }, 401)
    }
    if (path === '/user') {
      return json(route, {
        id: 1,
        login,
        name: 'Inhaber',
        email: null,
        avatar_url: '',
        html_url: '',
      })
    }
    if (path === `/repo/collaborators/${login}`) return route.fulfill({ status: 204 })
    if (path === '/repo') {
      return json(route, { default_branch: 'main', permissions: { push: true }, private: true })
    }
    if (path.startsWith('/repo/git/trees/')) {
      const tree = [...blobs()].map(([file, { bytes, sha }]) => ({
        path: file,
        type: 'blob',
        sha,
        size: bytes.length,
      }))
      return json(route, { sha: head(), tree, truncated: false })
    }
    if (path.startsWith('/repo/git/blobs/')) {
      const sha = path.split('/').pop()
      const blob = [...blobs().values()].find((candidate) => candidate.sha === sha)
      return blob
        ? route.fulfill({ body: blob.bytes, contentType: 'application/octet-stream' })
        : json(route, {}, 404)
    }
    if (path.startsWith('/repo/commits/')) return json(route, { sha: head() })
    if (path === '/repo/actions/runs') {
      const sha = url.searchParams.get('head_sha') ?? ''
      const run = runs.get(sha)
      return json(route, {
        workflow_runs: run
          ? [
              {
                id: commits.findIndex((commit) => commit.sha === sha) + 1,
                name: 'Deploy',
                path: '.github/workflows/deploy.yml',
                head_sha: sha,
                status: run.status,
                conclusion: run.conclusion ?? null,
                html_url: `https://github.com/${repository}/actions/runs/${sha.slice(0, 8)}`,
                updated_at: run.updatedAt ?? '2026-12-03T10:30:00Z',
              },
            ]
          : [],
      })
    }
    const jobs = /^\/repo\/actions\/runs\/(\d+)\/jobs$/.exec(path)
    if (jobs) {
      const run = runs.get(commits[Number(jobs[1]) - 1]?.sha ?? '')
      return json(route, {
        jobs: [
          {
            name: 'build',
            conclusion: run?.conclusion ?? null,
            steps: [
              { name: 'Set up job', conclusion: 'success' },
              { name: run?.failedStep ?? 'Build', conclusion: run?.conclusion ?? null },
            ],
          },
        ],
      })
    }
    if (path === '/graphql' && request.method() === 'POST') {
      const { query, variables } = request.postDataJSON() as {
        query: string
        variables: Record<string, unknown>
      }
      return json(route, { data: graphql(query, variables) })
    }
    return json(route, { message: 'Not Found (fake GitHub)' }, 404)
  })

  /** The GraphQL queries and the one mutation the editor sends. */
  function graphql(query: string, variables: Record<string, unknown>): unknown {
    if (query.includes('createCommitOnBranch')) {
      const input = variables.input as {
        fileChanges: {
          additions?: { path: string; contents: string }[]
          deletions?: { path: string }[]
        }
        message: { headline: string }
      }
      const paths: string[] = []
      for (const { path, contents } of input.fileChanges.additions ?? []) {
        mkdirSync(dirname(join(root, path)), { recursive: true })
        writeFileSync(join(root, path), Buffer.from(contents, 'base64'))
        paths.push(path)
      }
      for (const { path } of input.fileChanges.deletions ?? []) {
        rmSync(join(root, path), { force: true })
        paths.push(path)
      }
      commits.push({ sha: randomBytes(20).toString('hex'), message: input.message.headline, paths })
      const files = blobs()
      const commit: Record<string, unknown> = { oid: head(), committedDate: '2026-12-03T10:31:00Z' }
      for (const [, index, file] of query.matchAll(/file_(\d+): file\(path: ("[^"]*")\)/g)) {
        commit[`file_${index}`] = { oid: files.get(JSON.parse(file!) as string)?.sha }
      }
      return { createCommitOnBranch: { commit } }
    }
    if (query.includes('defaultBranchRef')) {
      return { repository: { defaultBranchRef: { name: 'main' } } }
    }
    const repositoryAnswer: Record<string, unknown> = {}
    const files = blobs()
    for (const [, alias, index] of query.matchAll(/(content|commit|history)_(\d+):/g)) {
      if (alias === 'content') {
        const oid = new RegExp(`content_${index}: object\\(oid: ("[^"]*")\\)`).exec(query)?.[1]
        const sha = oid ? (JSON.parse(oid) as string) : ''
        const blob = [...files.values()].find((candidate) => candidate.sha === sha)
        repositoryAnswer[`content_${index}`] = blob ? { text: blob.bytes.toString('utf8') } : null
      } else if (alias === 'commit') {
        repositoryAnswer[`commit_${index}`] = { target: { history: { nodes: [lastCommitOf()] } } }
      } else {
        repositoryAnswer[`history_${index}`] = { target: { history: { nodes: [] } } }
      }
    }
    if (Object.keys(repositoryAnswer).length === 0 && query.includes('ref(qualifiedName')) {
      const { sha, message } = commits.at(-1)!
      repositoryAnswer.ref = { target: { history: { nodes: [{ oid: sha, message }] } } }
    }
    return { repository: repositoryAnswer }
  }

  return { head, commits, runs }
}
