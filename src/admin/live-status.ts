/**
 * „Is it live?“ — a line at the top of the first screen and of the editor's list of files that
 * says what became of the owner's last change: „Wird veröffentlicht …“, „Live seit 12:03 Uhr“, or
 * „Nicht veröffentlicht: …“ with the report to send (live-state.ts). It asks again every 15
 * seconds while a change is being published, and at once after every save (the editor announces
 * one with `savedEvent`). With the folder on this computer (`npm run admin`) nothing is published,
 * and it says nothing. Plain DOM: the first screen shows it before the editor has loaded.
 */
import { type LiveState, liveState, liveStateText } from './live-state'
import { session } from './session'

/** How often the CMS asks while a change is being published. */
const pollMs = 15_000

/** The event the editor sends on the window after every save. */
export const savedEvent = 'cms-saved'

export interface LiveStatusSettings {
  repo: string
  branch: string
  siteOrigin: string
}

function render(line: HTMLElement, state: LiveState) {
  line.className = `live-status live-status-${state.kind}`
  line.replaceChildren(
    Object.assign(document.createElement('span'), {
      textContent: liveStateText(state, new Date()),
    }),
  )
  if (state.kind === 'failed') {
    const report = Object.assign(document.createElement('a'), {
      href: state.runUrl,
      target: '_blank',
      rel: 'noreferrer',
      textContent: 'Bericht öffnen',
    })
    line.append(report)
  }
  line.hidden = false
  document.body.style.setProperty('--live-status-height', `${line.offsetHeight}px`)
}

/** Shows the line, for a signed-in owner whose changes GitHub publishes. */
export function mountLiveStatus(settings: LiveStatusSettings): void {
  const { token, backendName } = session() ?? {}
  if (backendName !== 'github' || !token || !settings.repo) return
  const line = Object.assign(document.createElement('p'), { hidden: true })
  line.setAttribute('role', 'status')
  document.body.prepend(line)
  let timer: ReturnType<typeof setTimeout> | undefined
  let asking = 0
  const ask = async () => {
    clearTimeout(timer)
    const question = ++asking
    const state = await liveState({ ...settings, token, fetch: window.fetch.bind(window) }).catch(
      (): LiveState => ({ kind: 'unknown' }),
    )
    if (question !== asking) return
    render(line, state)
    if (state.kind === 'publishing') timer = setTimeout(() => void ask(), pollMs)
  }
  window.addEventListener(savedEvent, () => {
    render(line, { kind: 'publishing' })
    void ask()
  })
  void ask()
}
