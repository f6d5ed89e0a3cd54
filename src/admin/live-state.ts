/**
 * Whether the owner's last change is live: the build publishes the commit it was built from
 * (`/version.json`, revalidated on every request: builder/outputs.ts), the branch's head is the
 * owner's last saved change, and the deploy workflow's run for that commit
 * (.github/workflows/deploy.yml) says whether it is still building or failed. Read through GitHub's
 * API with the token the owner signed in with.
 */
import { berlinMoment } from '@/lib/berlin-time'
import { type BuiltVersion, builtVersionFile } from './built-version'

export type LiveState =
  | { kind: 'publishing' }
  | { kind: 'live'; since: string }
  | { kind: 'failed'; step: string | undefined; runUrl: string }
  | { kind: 'unknown' }

export interface LiveStateSource {
  /** "owner/name" */
  repo: string
  branch: string
  token: string
  /** The live site's origin, where `/version.json` is. */
  siteOrigin: string
  fetch: typeof fetch
}

interface WorkflowRun {
  id: number
  name?: string
  path?: string
  status: string
  conclusion: string | null
  html_url: string
  updated_at: string
}

interface Job {
  conclusion: string | null
  steps?: { name: string; conclusion: string | null }[]
}

/** The deploy workflow's file: its runs are the ones that publish. */
const deployWorkflow = '.github/workflows/deploy.yml'

const failedConclusions = new Set(['failure', 'cancelled', 'timed_out', 'startup_failure'])

/** The state of the branch's head on the live site. */
export async function liveState(source: LiveStateSource): Promise<LiveState> {
  const github = (path: string) =>
    source
      .fetch(`https://api.github.com/repos/${source.repo}${path}`, {
        headers: {
          Accept: 'application/vnd.github+json',
          Authorization: `token ${source.token}`,
        },
        cache: 'no-store',
      })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
  const [head, built] = await Promise.all([
    github(`/commits/${encodeURIComponent(source.branch)}`) as Promise<
      { sha?: string } | undefined
    >,
    source
      .fetch(new URL(builtVersionFile, `${source.siteOrigin}/`), { cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<BuiltVersion>) : undefined))
      .catch(() => undefined),
  ])
  const sha = head?.sha
  if (!sha) return { kind: 'unknown' }
  const runs = (await github(`/actions/runs?head_sha=${sha}&per_page=20`)) as
    { workflow_runs?: WorkflowRun[] } | undefined
  const run = runs?.workflow_runs?.find((candidate) => candidate.path === deployWorkflow)
  if (built?.commit === sha) {
    return { kind: 'live', since: run?.status === 'completed' ? run.updated_at : built.builtAt }
  }
  if (!run || run.status !== 'completed') return { kind: 'publishing' }
  if (failedConclusions.has(run.conclusion ?? '')) {
    const jobs = (await github(`/actions/runs/${run.id}/jobs`)) as { jobs?: Job[] } | undefined
    const step = jobs?.jobs
      ?.flatMap((job) => job.steps ?? [])
      .find((candidate) => failedConclusions.has(candidate.conclusion ?? ''))?.name
    return { kind: 'failed', step, runUrl: run.html_url }
  }
  // The run succeeded and the site does not show it yet: the host is still taking the files.
  return { kind: 'publishing' }
}

/** `2026-12-14T11:03:00Z` → `12:03` (Berlin time), or `14.12., 12:03` on another day. */
export function berlinTime(iso: string, now: Date): string {
  const moment = berlinMoment(new Date(iso))
  const today = berlinMoment(now).date
  const time = `${moment.time.slice(0, 5)}`
  if (moment.date === today) return time
  const [, month, day] = moment.date.split('-')
  return `${day}.${month}., ${time}`
}

/** What the CMS says of `state`, in German. */
export function liveStateText(state: LiveState, now: Date): string {
  switch (state.kind) {
    case 'publishing':
      return 'Wird veröffentlicht … Die Website zeigt die Änderung in wenigen Minuten.'
    case 'live':
      return `Live seit ${berlinTime(state.since, now)} Uhr: Die Website zeigt den letzten gespeicherten Stand.`
    case 'failed':
      return (
        `Nicht veröffentlicht: ${state.step ? `Der Schritt „${state.step}“ ist fehlgeschlagen` : 'Die Veröffentlichung ist fehlgeschlagen'}. ` +
        'Die Website zeigt weiter den vorigen Stand. Bitte der Agentur den Link „Bericht öffnen“ schicken.'
      )
    case 'unknown':
      return 'Ob die Website den letzten Stand zeigt, ließ sich gerade nicht prüfen.'
  }
}
