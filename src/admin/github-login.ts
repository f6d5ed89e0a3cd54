/**
 * GitHub's login from the first screen (shell.ts), without waiting for the editor: the OAuth
 * service of docs/publishing.md (Netlify's, or the agency's own, `CMS_AUTH_URL`) opens in a
 * window of its own and hands the owner's token back by messages, in the protocol Decap CMS and
 * Sveltia CMS share (https://decapcms.org/docs/external-oauth-clients/): the window says
 * „authorizing:github“, this page answers the same, the window sends
 * „authorization:github:success:{"token":…}“. The token is kept as the editor keeps a signed-in
 * owner (session.ts), so the editor starts signed in.
 */
import type { CmsBackendSettings } from './cms-config'
import { keepSession } from './session'

/** Netlify's OAuth service, the CMS's default. */
export const defaultAuthUrl = 'https://api.netlify.com'

/** The address of the login window: the service's `auth` page for GitHub and this site. */
export function loginUrl(settings: Pick<CmsBackendSettings, 'authUrl'>, hostname: string): URL {
  const url = new URL('auth', `${(settings.authUrl ?? defaultAuthUrl).replace(/\/+$/, '')}/`)
  url.search = new URLSearchParams({
    provider: 'github',
    // Netlify's service knows a site by its domain; on this computer by Netlify's own.
    site_id: hostname === 'localhost' ? 'cms.netlify.com' : hostname,
    scope: 'repo',
  }).toString()
  return url
}

/** Opens GitHub's login and resolves once the owner's token is kept. */
export function signInWithGitHub(settings: CmsBackendSettings): Promise<void> {
  const url = loginUrl(settings, location.hostname)
  const login = window.open(url, 'auth', 'width=600,height=800')
  if (!login) {
    return Promise.reject(
      new Error('Das Anmeldefenster wurde blockiert. Bitte Pop-ups für diese Seite erlauben.'),
    )
  }
  return new Promise((resolve, reject) => {
    const stop = new AbortController()
    const closed = setInterval(() => {
      if (!login.closed) return
      stop.abort()
      clearInterval(closed)
      reject(new Error('Die Anmeldung wurde abgebrochen. Bitte noch einmal „Anmelden“ tippen.'))
    }, 500)
    window.addEventListener(
      'message',
      ({ origin, data }: MessageEvent) => {
        if (origin !== url.origin || typeof data !== 'string') return
        if (data === 'authorizing:github') {
          login.postMessage(data, origin)
          return
        }
        const [, outcome, result] = /^authorization:github:(success|error):(.+)$/s.exec(data) ?? []
        if (!outcome) return
        stop.abort()
        clearInterval(closed)
        login.close()
        const token = parsed(result)?.token
        if (outcome === 'success' && typeof token === 'string') {
          keepSession({ backendName: 'github', token })
          resolve()
        } else {
          reject(
            new Error('GitHub hat die Anmeldung nicht bestätigt. Bitte noch einmal versuchen.'),
          )
        }
      },
      { signal: stop.signal },
    )
  })
}

function parsed(json: string | undefined): { token?: unknown } | undefined {
  try {
    return JSON.parse(json ?? '') as { token?: unknown }
  } catch {
    return undefined
  }
}
