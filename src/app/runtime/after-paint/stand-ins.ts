import { deferredAttribute } from '@/ui/deferred'
import { nextTask } from '../yield-to-browser'
import { deferredStylesheetsApplied } from './deferred-stylesheets'

/**
 * Puts what loads after the first paint (the pictures below the hero, the ordering service's
 * frame) in place of its stand-ins (`deferredAttribute`): each gives way to the content of the
 * <noscript> after it, which the browser then loads, a picture as it nears the screen. Once the
 * rest of the stylesheet applies, and a frame later: its style and layout and theirs are two
 * shorter tasks, not one long one.
 */
export function showStandIns() {
  void deferredStylesheetsApplied()
    .then(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    .then(nextTask)
    .then(() => {
      for (const standIn of document.querySelectorAll(`[${deferredAttribute}]`)) {
        const noscript = standIn.nextElementSibling
        if (noscript?.localName !== 'noscript') continue
        const template = document.createElement('template')
        template.innerHTML = noscript.textContent ?? ''
        standIn.replaceWith(template.content)
      }
    })
}
