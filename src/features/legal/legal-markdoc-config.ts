import Markdoc, {
  type Config,
  type Node,
  type NodeType,
  type RenderableTreeNodes,
  type Schema,
  type ValidationError,
} from '@markdoc/markdoc'
import { checkCondition, checkId, checkLink, checkText, idOf, nameOf } from './legal-fact-check'
import type { Facts } from './legal-facts'
import { factNames, factValues } from './legal-variables'

/*
 * What Markdoc may read in a legal document (the syntax: legal-markdoc.ts): the nodes and tags the
 * legal pages render, each with its checks, and `{% link %}` for the facts that make links.
 * Everything else fails with the line, so that nothing the pages would drop or show as markup gets
 * through.
 */

const failure = (message: string, node?: Node): ValidationError => ({
  id: 'legal-document',
  level: 'error',
  message,
  ...(node && {
    location: { start: { line: node.lines[0] ?? 0 }, end: { line: node.lines[1] ?? 0 } },
  }),
})

/** A node or tag the legal pages do not render: its own attributes pass, itself fails. */
const unsupported = (what: string, schema: Schema = {}): Schema => ({
  attributes: schema.attributes,
  validate: () => [failure(`Markdown the legal texts do not use (${what})`)],
})

const validId = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** `## Heading {% #id %}`: a section, its id required; `### Heading`: a subsection. */
function checkHeading(facts: Facts, node: Node): ValidationError[] {
  const { level, id, ...rest } = node.attributes
  if (level !== 2 && level !== 3) return [failure(`Markdown the legal texts do not use (heading)`)]
  const errors = checkId(facts, id)
  if (level === 2 && id === undefined) errors.push(failure('a ## heading needs an id: {% #id %}'))
  if (typeof id === 'string' && !validId.test(id)) {
    errors.push(failure(`"${id}" is no id: lower-case letters, digits and hyphens`))
  }
  if (Object.keys(rest).length > 0) errors.push(failure('a heading takes an id only'))
  const other = [...node.walk()].find((child) => !['inline', 'text'].includes(child.type))
  if (other) errors.push(failure(`only text can stand in a heading (${other.tag ?? other.type})`))
  return errors
}

/** The blocks in the order they stand, inside conditions too, as the document's sections see them. */
function* blocksOf(node: Node): Generator<Node> {
  for (const child of node.children) {
    if (child.type === 'tag' && child.tag === 'if') yield* blocksOf(child)
    else if (child.type !== 'comment' && !(child.type === 'tag' && child.tag === 'else')) {
      yield child
    }
  }
}

/** Sections first, and each id once. */
function checkSections(facts: Facts, document: Node): ValidationError[] {
  const errors: ValidationError[] = []
  const ids = new Set<string>()
  let sectionOpen = false
  for (const block of blocksOf(document)) {
    const isSection = block.type === 'heading' && block.attributes.level === 2
    if (!sectionOpen && !isSection) {
      errors.push(failure('text before the first ## heading', block))
    }
    sectionOpen ||= isSection
    const id = block.type === 'heading' ? idOf(facts, block.attributes.id) : undefined
    if (id !== undefined && ids.has(id))
      errors.push(failure(`the id "${id}" is there twice`, block))
    if (id !== undefined) ids.add(id)
  }
  return errors
}

/** A list item: one line of text. */
function checkItem(node: Node): ValidationError[] {
  const [content, ...rest] = node.children
  const oneLine =
    rest.length === 0 &&
    (content?.type === 'inline' || content?.type === 'paragraph') &&
    ![...content.walk()].some((child) => child.type === 'hardbreak')
  return oneLine ? [] : [failure('a list item is one line of text')]
}

/** `{% $name %}`: a text as itself, a link's text, lines with a break between each. */
function transformText(node: Node): RenderableTreeNodes {
  const value: unknown = node.attributes.content
  if (Array.isArray(value)) {
    return value.flatMap((line: string, index) =>
      index > 0 ? [new Markdoc.Tag('br'), line] : [line],
    )
  }
  if (typeof value === 'object' && value !== null && 'text' in value) return String(value.text)
  return String(value)
}

/** `{% link $fact /%}`, `{% link $page %}text{% /link %}`, `{% link $anchor %}text{% /link %}`. */
const link: Schema = {
  inline: true,
  children: ['text'],
  attributes: { primary: { render: false }, fragment: { render: false } },
  transform(node, config) {
    const { primary: target, fragment } = node.attributes
    const children = node.transformChildren(config)
    if (typeof target === 'string') return new Markdoc.Tag('a', { href: `#${target}` }, children)
    const href: string = fragment ? `${target.href}#${fragment}` : target.href
    const attributes = target.hrefLang ? { href, hrefLang: target.hrefLang } : { href }
    return new Markdoc.Tag('a', attributes, children.length > 0 ? children : [target.text])
  },
}

/**
 * The configuration for Markdoc's validate() (with every fact's name, whatever the data has) and
 * for its transform() (with the data's values).
 */
export function legalMarkdocConfig(facts: Facts): { validate: Config; transform: Config } {
  const parents = (config: Config) => config.validation?.parents ?? []
  const condition = (schema: Schema): Schema => ({
    ...schema,
    validate: (node) => checkCondition(facts, node.attributes.primary),
  })
  const nodes: Partial<Record<NodeType | 'html_inline' | 'html_block', Schema>> = {
    document: { ...Markdoc.nodes.document, validate: (node) => checkSections(facts, node) },
    heading: { ...Markdoc.nodes.heading, validate: (node) => checkHeading(facts, node) },
    list: {
      ...Markdoc.nodes.list,
      validate: (node) =>
        node.attributes.ordered ? [failure('Markdown the legal texts do not use (list)')] : [],
    },
    item: { ...Markdoc.nodes.item, validate: checkItem },
    link: {
      ...Markdoc.nodes.link,
      children: ['text'],
      validate: (node) => (node.attributes.title ? [failure('a link takes no title')] : []),
    },
    text: {
      ...Markdoc.nodes.text,
      validate: (node, config) => {
        const { content } = node.attributes
        if (typeof content === 'string') {
          return /\{%|%\}/.test(content)
            ? [failure(`an unclosed {% … %}: "${content.trim()}"`)]
            : []
        }
        if (nameOf(content) === undefined) return [failure('a function stands in a condition only')]
        return checkText(facts, node, parents(config))
      },
      transform: transformText,
    },
    ...Object.fromEntries(
      [
        'em',
        'strong',
        's',
        'code',
        'fence',
        'blockquote',
        'hr',
        'image',
        'table',
        'html_inline',
        'html_block',
      ].map((type) => [type, unsupported(type, (Markdoc.nodes as Record<string, Schema>)[type])]),
    ),
  }
  const tags: Record<string, Schema> = {
    if: condition(Markdoc.tags.if),
    else: condition(Markdoc.tags.else),
    link: { ...link, validate: (node, config) => checkLink(facts, node, parents(config)) },
    ...Object.fromEntries(
      (['partial', 'slot', 'table'] as const).map((tag) => [
        tag,
        unsupported(`{% ${tag} %}`, Markdoc.tags[tag]),
      ]),
    ),
  }
  const base = { nodes: nodes as Config['nodes'], tags }
  return {
    validate: { ...base, variables: factNames(facts) },
    transform: { ...base, variables: factValues(facts) },
  }
}
