// The rules of the site's stylesheet that one prerendered page uses, for pages without islands:
// they carry these inline instead of loading the stylesheet file, so nothing but the document
// stands between the visitor and the first paint (ADR 015). PurgeCSS decides per selector from the
// page's own HTML (classes, ids, tags and attributes, parsed with its HTML extractor); nothing on
// such a page changes its markup later, since no script runs there.
import { PurgeCSS } from 'purgecss'
import purgecssFromHtml from 'purgecss-from-html'

export async function usedStyles(css: string, html: string): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: html, extension: 'html' }],
    css: [{ raw: css }],
    extractors: [{ extractor: purgecssFromHtml, extensions: ['html'] }],
    // Custom properties and keyframes no kept rule refers to go too; @font-face rules stay, the
    // browser fetches a font only when text needs it.
    variables: true,
    keyframes: true,
    fontFace: false,
  })
  if (!result) throw new Error('PurgeCSS returned no stylesheet')
  return result.css
}
