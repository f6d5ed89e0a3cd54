/**
 * What the browser keeps between the owner's visits, in the keys the editor (Sveltia CMS) reads:
 * the signed-in owner (`sveltia-cms.user`: the backend and GitHub's token), which the first screen
 * (shell.ts) reads to open the editor at once and github-login.ts writes after GitHub's login; and
 * the editor's language, kept German whatever language the phone is set to.
 */

const userKey = 'sveltia-cms.user'
const preferencesKey = 'sveltia-cms.prefs'

export interface Session {
  /** `github` in production, `local` with the folder on this computer (`npm run admin`). */
  backendName: string
  token?: string
}

function read(key: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null')
    return value !== null && typeof value === 'object'
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/** The signed-in owner, if the editor has kept one. */
export function session(): Session | undefined {
  const user = read(userKey)
  if (typeof user?.backendName !== 'string') return undefined
  return {
    backendName: user.backendName,
    ...(typeof user.token === 'string' && { token: user.token }),
  }
}

export const hasSession = () => session() !== undefined

export function keepSession(session: Session): void {
  localStorage.setItem(userKey, JSON.stringify(session))
}

/** The editor in German: its language setting, unless the owner chose another in the editor. */
export function keepGermanInterface(): void {
  const preferences = read(preferencesKey) ?? {}
  if (typeof preferences.locale === 'string') return
  localStorage.setItem(preferencesKey, JSON.stringify({ ...preferences, locale: 'de' }))
}
