// The rules of the site's stylesheet that prerendered pages use, which they carry inline instead of
// loading the stylesheet file, so nothing but the document stands between the visitor and the
// first paint (ADR 015, 029). PurgeCSS decides per selector from the
// page's own HTML (classes, ids, tags and attributes, parsed with its HTML extractor); nothing on
// such a page changes its markup later, since no script runs there.
import postcss, { type Container, type Root } from 'postcss'
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
  withoutUnreadTailwindVariables(root)
  initialValuesWithoutRegistrations(root)
  // Comments too (Tailwind's banner): the rest of the stylesheet, a file of its own, keeps them.
  root.walkComments((comment) => {
    comment.remove()
  })
  return root.toString()
}

/** Tailwind's own custom properties (`--tw-shadow`), which only its stylesheet reads. */
const tailwindVariable = /^--tw-[\w-]+$/

/**
 * Drops what Tailwind declares for variables that no kept declaration reads: their `@property`
 * registrations and their values (the initial values of `@layer properties`), until none is left.
 * PurgeCSS keeps those whether or not a kept rule uses the variable; the page's first round trip
 * has little room (ADR 029), and on the home page they were 1.9 KB of the inline rules.
 */
function withoutUnreadTailwindVariables(root: Root) {
  for (;;) {
    const read = new Set<string>()
    root.walkDecls((declaration) => {
      for (const [name] of declaration.value.matchAll(/--tw-[\w-]+/g)) {
        if (name !== declaration.prop) read.add(name)
      }
    })
    let dropped = false
    root.walkAtRules('property', (rule) => {
      const name = rule.params.trim()
      if (tailwindVariable.test(name) && !read.has(name)) {
        rule.remove()
        dropped = true
      }
    })
    root.walkDecls(tailwindVariable, (declaration) => {
      if (!read.has(declaration.prop)) {
        const parent = declaration.parent
        declaration.remove()
        dropped = true
        removeIfEmpty(parent)
      }
    })
    if (!dropped) return
  }
}

/**
 * Tailwind gives its variables their initial values twice: by registering each (`@property`, for
 * browsers that have it) and by setting them on every element (`@layer properties`, inside an
 * `@supports` for the browsers without). Inline, the second alone does the same — every element
 * starts from the initial values, none inherits its parent's — in 1.9 KB less on the home page,
 * whose first round trip has no room (ADR 029). A page's remaining stylesheet, where it loads one,
 * still registers them (builder/rest-styles.ts keeps what the inline rules lack), so transitions of
 * registered variables work from then on.
 */
function initialValuesWithoutRegistrations(root: Root) {
  root.walkAtRules('property', (rule) => {
    if (tailwindVariable.test(rule.params.trim())) rule.remove()
  })
  root.walkAtRules('layer', (layer) => {
    if (layer.params !== 'properties') return
    layer.walkAtRules('supports', (supports) => {
      supports.replaceWith(supports.nodes ?? [])
    })
  })
}

function removeIfEmpty(container: Container | undefined) {
  if (!container || container.type === 'root' || container.nodes?.length !== 0) return
  const { parent } = container
  container.remove()
  if (parent && parent.type !== 'document') removeIfEmpty(parent as Container)
}

/** At-rules whose rules no first frame on a screen with JavaScript applies. */
const notFirstFrame = [/^print$/, /\(scripting:\s*none\)/]

/**
 * The rules of the stylesheet the first frame of pages with islands can use (ADR 029): those the
 * pages' markup uses, without the content of their dialogs (closed until a visitor opens one,
 * after the boot script has loaded the whole stylesheet), without print rules (printing comes
 * after the boot script too), without the rules for a browser without JavaScript (which links
 * the whole stylesheet in <noscript>) and without hover effects (a pointer that rests on a link
 * in the first moment gets its colour with the rest of the stylesheet, right after the first
 * paint; focus styles stay, for a keyboard's first Tab).
 */
export async function firstFrameStyles(css: string, html: string): Promise<string> {
  const withClosedDialogs = html.replace(/(<dialog\b[^>]*>)[\s\S]*?<\/dialog>/g, '$1</dialog>')
  const root = postcss.parse(await usedStyles(css, withClosedDialogs))
  root.walkAtRules('media', (rule) => {
    if (notFirstFrame.some((pattern) => pattern.test(rule.params.trim()))) rule.remove()
  })
  root.walkRules((rule) => {
    if (rule.selectors.every((selector) => selector.includes(':hover'))) {
      const { parent } = rule
      rule.remove()
      removeIfEmpty(parent as Container | undefined)
    }
  })
  withoutUnreadTailwindVariables(root)
  return root.toString()
}
