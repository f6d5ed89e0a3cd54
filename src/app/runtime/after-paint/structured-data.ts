/**
 * The home page's complete structured data (the whole menu) is a file beside the pages; the
 * prerendered block names it in `data-full-src` and is replaced by it (ADR 011). Without the file
 * the block stays as it is: valid on its own.
 */
export function completeStructuredData() {
  const block = document.querySelector<HTMLScriptElement>('script[data-full-src]')
  const source = block?.dataset.fullSrc
  if (!block || !source) return
  fetch(source, { priority: 'low' })
    .then((response) => (response.ok ? response.text() : null))
    .then((text) => {
      if (text) block.textContent = text
    })
    .catch(() => undefined)
}
