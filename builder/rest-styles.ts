// The rest of the stylesheet: what a page with islands loads after its first paint, on top of the
// rules it carries inline (ADR 029). Linking the whole stylesheet again would have the browser
// match every rule against every element a second time, in one long task after the first paint;
// the rest holds only what the inline rules lack, so only the elements those rules can match are
// styled again.
import postcss, { type AtRule, type ChildNode, type Container, type Rule } from 'postcss'

/** Where a node sits: the at-rules around it, outermost first ("@layer utilities|@media print"). */
function contextOf(node: ChildNode): string {
  const chain: string[] = []
  let parent: unknown = node.parent
  while ((parent as AtRule | undefined)?.type === 'atrule') {
    const rule = parent as AtRule
    chain.unshift(`@${rule.name} ${rule.params}`)
    parent = rule.parent
  }
  return chain.join('|')
}

const declarationsOf = (rule: Rule) =>
  rule.nodes.flatMap((node) => (node.type === 'decl' ? [`${node.prop}:${node.value}`] : []))

/** What the inline rules hold, by context: each selector with its declarations, and each rule. */
function indexOf(css: string) {
  const selectors = new Set<string>()
  const declarations = new Map<string, Set<string>>()
  const others = new Set<string>()
  postcss.parse(css).walk((node) => {
    if (node.type === 'rule') {
      const context = contextOf(node)
      const body = declarationsOf(node).join(';')
      for (const selector of node.selectors) selectors.add(`${context}|${selector}|${body}`)
      const key = `${context}|${node.selector}`
      const known = declarations.get(key) ?? new Set()
      for (const declaration of declarationsOf(node)) known.add(declaration)
      declarations.set(key, known)
    } else if (node.type === 'atrule' && !node.nodes?.some((child) => child.type !== 'decl')) {
      // A statement (@layer a, b;) or an at-rule of declarations (@font-face, @property, @page).
      others.add(`${contextOf(node)}|${node.toString()}`)
    }
  })
  return { selectors, declarations, others }
}

/**
 * The rules of `full` that `inline` (rules of it, as usedStyles/firstFrameStyles keep them) lacks,
 * in `full`'s order: of a rule whose selectors the inline rules keep in part, the other selectors;
 * of a rule they keep with fewer declarations (the theme's custom properties), the others.
 */
export function restStyles(full: string, inline: string): string {
  const known = indexOf(inline)
  const root = postcss.parse(full)
  root.walk((node) => {
    if (node.type === 'rule') {
      const context = contextOf(node)
      const body = declarationsOf(node).join(';')
      const missing = node.selectors.filter(
        (selector) => !known.selectors.has(`${context}|${selector}|${body}`),
      )
      if (missing.length === 0) {
        node.remove()
      } else if (missing.length < node.selectors.length) {
        node.selectors = missing
      } else {
        // No selector kept with these declarations: perhaps kept with fewer of them.
        const kept = known.declarations.get(`${context}|${node.selector}`)
        if (kept) {
          node.each((child) => {
            if (child.type === 'decl' && kept.has(`${child.prop}:${child.value}`)) child.remove()
          })
          if (!node.nodes.some((child) => child.type === 'decl')) node.remove()
        }
      }
    } else if (
      node.type === 'atrule' &&
      !node.nodes?.some((child) => child.type !== 'decl') &&
      known.others.has(`${contextOf(node)}|${node.toString()}`)
    ) {
      node.remove()
    }
  })
  removeEmpty(root)
  return root.toString()
}

/** At-rules left without content once their rules went (a statement like `@layer a, b;` stays). */
function removeEmpty(container: Container) {
  container.each((node) => {
    if (node.type !== 'atrule' || node.nodes === undefined) return
    removeEmpty(node)
    if (node.nodes.length === 0) node.remove()
  })
}
