import { deferredLinksSelector } from '@/app/document/render-document'

let applied: Promise<void> = Promise.resolve()

/**
 * Makes the links a page with islands makes once it has painted (ADR 029), which its
 * `<noscript data-deferred>` holds for a browser without JavaScript: the rest of the site's
 * stylesheet, whose rules the first frame carried inline and which brings the heading font, and
 * the flyer's print stylesheet.
 */
export function linkDeferredStylesheets() {
  applied = Promise.all(
    [...document.querySelectorAll(deferredLinksSelector)].flatMap((noscript) => {
      const template = document.createElement('template')
      template.innerHTML = noscript.textContent ?? ''
      return [...template.content.querySelectorAll('link')].map((link) => {
        const loaded = new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true })
          link.addEventListener('error', () => resolve(), { once: true })
        })
        document.head.append(link)
        return loaded
      })
    }),
  ).then(() => undefined)
}

/**
 * Resolves once those links have loaded, at once where there are none (the dev server links the
 * stylesheet), and also when one fails: islands hydrate and stand-ins give way once the rules they
 * need apply, or unstyled where the inline rules end.
 */
export const deferredStylesheetsApplied = () => applied
