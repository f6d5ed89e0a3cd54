import { hydrate } from './hydrate'

/**
 * A click on a button of an island that has not hydrated yet (a quick tap on „Karte laden“) is
 * held, the island hydrated, and the click given again: React's listeners were not there to see
 * it. Links are left alone: they lead where they lead, or open a dialog
 * (after-paint/dialog-openers.ts). Returns what stops it.
 */
export function holdEarlyClicks(): () => void {
  const hold = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button')
    const island = button?.closest<HTMLElement>('[data-island]')
    if (!button || !island || island.dataset.hydrated !== undefined) return
    event.preventDefault()
    event.stopImmediatePropagation()
    hydrate(island).then(
      () => button.click(),
      () => undefined,
    )
  }
  document.addEventListener('click', hold, { capture: true })
  return () => document.removeEventListener('click', hold, { capture: true })
}
