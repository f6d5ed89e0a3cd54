/**
 * The first screen of /admin/, ready at once: it does not wait for the editor (editor.ts, Sveltia
 * CMS, nearly all the bytes and the work). A signed-in owner gets the list of files — and above
 * it whether the last change is live (live-status.ts) — and the editor starts with the file the
 * owner taps, opened at once. Otherwise the screen offers GitHub's login (github-login.ts), and on
 * this computer (`npm run admin`) the repository's folder, which the editor asks for itself.
 */
import type { CmsBackendSettings } from './cms-config'
import { type CmsFileEntry, editorRoute } from './cms-files'
import { signInWithGitHub } from './github-login'
import { mountLiveStatus } from './live-status'
import { hasSession, keepGermanInterface } from './session'

/** Set at build time (vite.admin.config.ts): where the CMS saves, and the data files' labels. */
declare const __CMS_BACKEND__: CmsBackendSettings
declare const __CMS_FILES__: CmsFileEntry[]

const settings = __CMS_BACKEND__
const shell = document.querySelector<HTMLElement>('#shell')!
const status = document.querySelector<HTMLElement>('#shell-status')!
const say = (text: string) => {
  status.textContent = text
}

let editor: Promise<typeof import('./editor')> | undefined
/** The editor's code, fetched once. */
const loadEditor = () => (editor ??= import('./editor'))

/** Starts the editor in this page, at the address the page has (a file's form, or its list). */
async function openEditor() {
  say('Der Editor wird geladen …')
  shell.classList.add('shell-loading')
  try {
    const { startEditor } = await loadEditor()
    shell.remove()
    startEditor(settings)
  } catch {
    shell.classList.remove('shell-loading')
    say('Der Editor ließ sich nicht laden. Bitte die Seite neu laden.')
    editor = undefined
  }
}

/** The list of files: each opens the editor at its form. */
function showFiles() {
  const list = document.querySelector<HTMLElement>('#shell-files')!
  list.replaceChildren(
    ...__CMS_FILES__.map(({ name, label }) => {
      const link = Object.assign(document.createElement('a'), {
        href: editorRoute(name),
        textContent: label,
      })
      // The editor's code starts loading at the touch; it reads the address when it starts, and
      // the file's form opens at once.
      link.addEventListener('pointerdown', () => void loadEditor().catch(() => undefined))
      link.addEventListener('click', () => void openEditor())
      const item = document.createElement('li')
      item.append(link)
      return item
    }),
  )
  shell.classList.add('shell-signed-in')
  mountLiveStatus({ repo: settings.repo, branch: settings.branch, siteOrigin: location.origin })
}

keepGermanInterface()

const onThisComputer = ['localhost', '127.0.0.1'].includes(location.hostname)
if (hasSession()) {
  // A file's address (a bookmark, a reload in the editor) opens it straight away.
  if (location.hash.startsWith('#/')) void openEditor()
  else showFiles()
} else {
  const github = document.querySelector<HTMLButtonElement>('#sign-in-github')!
  const folder = document.querySelector<HTMLButtonElement>('#open-folder')!
  folder.hidden = !onThisComputer
  github.hidden = !settings.repo
  if (!settings.repo && !onThisComputer) {
    say('Diese Website ist mit keinem GitHub-Repository verbunden (docs/publishing.md).')
  }
  github.addEventListener('click', () => {
    // The editor's bytes load while the owner signs in at GitHub.
    void loadEditor().catch(() => undefined)
    say('Anmeldung bei GitHub …')
    signInWithGitHub(settings).then(
      () => {
        say('')
        showFiles()
      },
      (error: Error) => say(error.message),
    )
  })
  // The folder on this computer: the editor asks for it itself.
  folder.addEventListener('click', () => void openEditor())
}
