/**
 * The first screen of /admin/, ready at once: it does not wait for the editor (editor.ts, the
 * CMS's bundle, most of the bytes). A signed-in owner gets the editor right away; otherwise the
 * screen offers GitHub's login (github-login.ts), and on this computer (`npm run admin`) the
 * folder of the repository, and loads the editor while the owner signs in.
 */
import type { CmsBackendSettings } from './cms-config'
import { signInWithGitHub } from './github-login'
import { hasSession, keepGermanInterface } from './session'

/** Set at build time from the environment (vite.admin.config.ts). */
declare const __CMS_BACKEND__: CmsBackendSettings

const settings = __CMS_BACKEND__
const status = document.querySelector<HTMLElement>('#shell-status')!
const say = (text: string) => {
  status.textContent = text
}

let editor: Promise<typeof import('./editor')> | undefined
/** The editor's code, fetched once. */
const loadEditor = () => (editor ??= import('./editor'))

async function openEditor() {
  say('Der Editor wird geladen …')
  document.body.classList.add('shell-loading')
  try {
    const { startEditor } = await loadEditor()
    document.querySelector('#shell')?.remove()
    startEditor(settings)
  } catch {
    document.body.classList.remove('shell-loading')
    say('Der Editor ließ sich nicht laden. Bitte die Seite neu laden.')
    editor = undefined
  }
}

keepGermanInterface()

const local = ['localhost', '127.0.0.1'].includes(location.hostname)
if (hasSession()) {
  void openEditor()
} else {
  const github = document.querySelector<HTMLButtonElement>('#sign-in-github')!
  const folder = document.querySelector<HTMLButtonElement>('#open-folder')!
  folder.hidden = !local
  github.hidden = !settings.repo
  if (!settings.repo && !local) {
    say('Diese Website ist mit keinem GitHub-Repository verbunden (docs/publishing.md).')
  }
  github.addEventListener('click', () => {
    // The editor's bytes load while the owner signs in at GitHub.
    void loadEditor().catch(() => undefined)
    say('Anmeldung bei GitHub …')
    signInWithGitHub(settings).then(openEditor, (error: Error) => say(error.message))
  })
  folder.addEventListener('click', () => void openEditor())
}
