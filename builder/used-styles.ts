// The rules of the site's stylesheet that prerendered pages use, which they carry inline instead of
// loading the stylesheet file, so nothing but the document stands between the visitor and the
// first paint (ADR 015, 029). PurgeCSS decides per selector from the
// page's own HTML (classes, ids, tags and attributes, parsed with its HTML extractor); nothing on
// such a page changes its markup later, since no script runs there.
import postcss from 'postcss'
import { PurgeCSS } from 'purgecss'
import purgecssFromHtml from 'purgecss-from-html'

export async function usedStyles(css: string, html: string): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: html, extension: 'html' }],
    css: [{ raw: css }],
    extractors: [{ extractor: purgecssFromHtml, extensions: ['html'] }],
    // Custom properties and keyframes no kept rule refers to go too; @font-face rules stay (the
    // local fallback faces fetch nothing), but for those of the web font, which only the whole
    // stylesheet brings (ADR 020, 029).
    variables: true,
    keyframes: true,
    fontFace: false,
  })
  if (!result) throw new Error('PurgeCSS returned no stylesheet')
  const root = postcss.parse(result.css)
  root.walkAtRules('font-face', (rule) => {
    if (
      rule.some((node) => node.type === 'decl' && node.prop === 'src' && /url\(/.test(node.value))
    )
      rule.remove()
  })
  return root.toString()
}

/** At-rules whose rules no first frame on a screen with JavaScript applies. */
const notFirstFrame = [/^print$/, /\(scripting:\s*none\)/]

/**
 * The rules of the stylesheet the first frame of pages with islands can use (ADR 029): those the
 * pages' markup uses, without the content of their dialogs (closed until a visitor opens one,
 * after the boot script has loaded the whole stylesheet), without print rules (printing comes
 * after the boot script too) and without the rules for a browser without JavaScript (which links
 * the whole stylesheet in <noscript>).
 */
export async function firstFrameStyles(css: string, html: string): Promise<string> {
  const withClosedDialogs = html.replace(/(<dialog\b[^>]*>)[\s\S]*?<\/dialog>/g, '$1</dialog>')
  const root = postcss.parse(await usedStyles(css, withClosedDialogs))
  root.walkAtRules('media', (rule) => {
    if (notFirstFrame.some((pattern) => pattern.test(rule.params.trim()))) rule.remove()
  })
  return root.toString()
}
