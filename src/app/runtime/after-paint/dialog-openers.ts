import { isPlainClick } from '@/lib/plain-click'
import { type DialogName, openDialog } from '../dialog-store'
import { hydrate } from '../hydrate'

/**
 * Openers of dialogs are plain links (`data-opens`, ADR 014) that lead somewhere without
 * JavaScript. From now on a click opens the dialog through the shared store instead and hydrates
 * its island if it has not yet (its intent mode usually started that when the pointer came near);
 * ctrl/cmd/shift-click and the middle button still open the link in a new tab or window.
 */
export function upgradeDialogOpeners() {
  for (const opener of document.querySelectorAll('[data-opens]')) {
    opener.setAttribute('aria-haspopup', 'dialog')
  }
  document.addEventListener('click', (event) => {
    const opener = (event.target as Element | null)?.closest?.<HTMLElement>('[data-opens]')
    if (!opener) return
    if (!isPlainClick(event)) return
    const name = opener.dataset.opens as DialogName
    const island = document.querySelector<HTMLElement>(`[data-island="${name}"]`)
    if (!island) return
    event.preventDefault()
    openDialog(name)
    // Where the island cannot hydrate (its slot did not load), the link leads where it leads
    // without JavaScript.
    hydrate(island).catch(() => window.location.assign(opener.getAttribute('href') ?? '/'))
  })
}
