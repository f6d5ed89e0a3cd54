import type { Fact, Facts } from './legal-facts'

/*
 * The facts as Markdoc reads its variables: one object whose paths are the facts' names, so that
 * `{% $restaurant.address.street %}` is `restaurant` › `address` › `street`.
 */

type Tree = { [key: string]: unknown }

/**
 * Every name, for Markdoc's validate(), which reports a variable whose path is not there: the same
 * object for every restaurant, so that a misspelt name fails inside a condition the data leaves
 * out too.
 */
export function factNames(facts: Facts): Tree {
  const names: Tree = {}
  for (const name of Object.keys(facts)) {
    name.split('.').reduce<Tree>((node, key) => (node[key] ??= {}) as Tree, names)
  }
  return names
}

/** What Markdoc computes with: a text, a link, lines, a page, an id, a choice; undefined if none. */
function valueOf(fact: Fact): unknown {
  const { value } = fact
  if (value === undefined || value === '') return undefined
  // An entry, or a link or page that has facts below it, is an object that can hold them.
  if (value === true) return {}
  return typeof value === 'object' && !Array.isArray(value) ? { ...value } : value
}

/**
 * The values, for Markdoc's transform(). A fact with facts below it (`restaurant.orderingUrl` and
 * its `….host`, a page and its languages, the register entry and its court) is an object holding
 * both; an entry the data leaves out is undefined, and so is everything below it.
 */
export function factValues(facts: Facts): Tree {
  const values: Tree = {}
  const byDepth = Object.entries(facts).sort(
    ([a], [b]) => a.split('.').length - b.split('.').length,
  )
  for (const [name, fact] of byDepth) {
    const path = name.split('.')
    const key = path.pop() ?? name
    let parent: unknown = values
    for (const [index, step] of path.entries()) {
      const node = parent as Tree
      if (!(step in node)) node[step] = {}
      parent = node[step]
      if (parent === undefined) break
      if (typeof parent !== 'object') {
        throw new Error(`${name}: ${path.slice(0, index + 1).join('.')} holds no facts`)
      }
    }
    if (parent !== undefined) (parent as Tree)[key] = valueOf(fact)
  }
  return values
}
