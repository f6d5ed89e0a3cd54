/**
 * „Is it live?“ — a line above the CMS's list of files that says what became of the owner's last
 * change: „Wird veröffentlicht …“, „Live seit 12:03 Uhr“, or „Nicht veröffentlicht: …“ with the
 * report to send (live-state.ts). It asks again every 15 seconds while a change is being
 * published, and at once after every save. With the folder on this computer (`npm run admin`)
 * nothing is published, and it says nothing.
 */
import { useCallback, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { type LiveState, liveState, liveStateText } from './live-state'
import { session } from './session'

/** How often the CMS asks while a change is being published. */
const pollMs = 15_000

export interface LiveStatusSettings {
  repo: string
  branch: string
  siteOrigin: string
  /** Called on every save, to ask again at once. */
  onSaved(listener: () => void): void
}

/** Mounts the line into the page; shown only while no file is open (cms-editor.css). */
export function mountLiveStatus(settings: LiveStatusSettings): void {
  const { token, backendName } = session() ?? {}
  if (backendName !== 'github' || !token || !settings.repo) return
  const host = document.createElement('div')
  host.className = 'live-status-host'
  document.body.append(host)
  createRoot(host).render(<LiveStatus settings={settings} token={token} />)
}

function LiveStatus({ settings, token }: { settings: LiveStatusSettings; token: string }) {
  const [state, setState] = useState<LiveState>()
  const [asked, setAsked] = useState(0)
  const ask = useCallback(() => setAsked((count) => count + 1), [])
  useEffect(() => settings.onSaved(() => {
    setState({ kind: 'publishing' })
    ask()
  }), [settings, ask])
  useEffect(() => {
    let current = true
    void liveState({ ...settings, token, fetch: window.fetch.bind(window) }).then(
      (next) => current && setState(next),
      () => current && setState({ kind: 'unknown' }),
    )
    return () => {
      current = false
    }
  }, [settings, token, asked])
  useEffect(() => {
    if (state?.kind !== 'publishing') return
    const timer = setTimeout(ask, pollMs)
    return () => clearTimeout(timer)
  }, [state, ask])
  if (!state) return null
  return (
    <p className={`live-status live-status-${state.kind}`} role="status">
      <span>{liveStateText(state, new Date())}</span>
      {state.kind === 'failed' && (
        <a href={state.runUrl} target="_blank" rel="noreferrer">
          Bericht öffnen
        </a>
      )}
    </p>
  )
}
