import { useEffect } from 'react'

/**
 * The home page's complete structured data — the Restaurant with its whole menu as
 * Menu → MenuSection → MenuItem → Offer — is a file the build writes beside the pages
 * (scripts/generate-seo-files.ts). The prerendered page carries the same Restaurant with `hasMenu`
 * as the menu's URL: repeating 143 dishes and prices there would cost 1–2 KB of brotli and push the
 * document past the first round trip (ADR 011). After hydration the page swaps the complete
 * version into its JSON-LD block, where search engines that render pages (Google, Bing) read it.
 */
export const fullStructuredDataPath = '/restaurant.json'

const jsonLdSelector = 'script[type="application/ld+json"]'

/** Replaces the page's JSON-LD with the complete version once, after hydration, at low priority. */
export function useFullStructuredData() {
  useEffect(() => {
    const block = document.querySelector(jsonLdSelector)
    if (!block) return
    const controller = new AbortController()
    fetch(fullStructuredDataPath, { signal: controller.signal, priority: 'low' })
      .then((response) => (response.ok ? response.text() : null))
      .then((text) => {
        if (text) block.textContent = text
      })
      // Without the file the page keeps its prerendered JSON-LD, which is valid on its own.
      .catch(() => undefined)
    return () => controller.abort()
  }, [])
}
