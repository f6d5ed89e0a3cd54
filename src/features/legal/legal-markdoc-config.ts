import Markdoc from '@markdoc/markdoc'
import type { Config, Function as Call, Node, Schema } from '@markdoc/markdoc'
import type { ValidationError } from '@markdoc/markdoc'
import type { RenderableTreeNode as Rendered, Variable } from '@markdoc/markdoc'
import { bindLegalReferences } from '@/lib/no-break'
import { legalChoices, presentFacts } from './legal-facts'

/*
 * Markdoc's configuration for the legal documents (the syntax: documents/README.md): the nodes and
 * tags the pages show, rendered to elements and legal-body.tsx's components. validate() checks the
 * facts' names, attributes and children; a node without schema here (emphasis, code, HTML, …) is
 * unknown. Checked here is what it cannot know: a fact's kind and value where it stands, the facts
 * and choices in a condition's functions, sections first.
 */

const { Tag } = Markdoc
type Tag = InstanceType<typeof Tag>
const { isAst, isFunction, isVariable } = Markdoc.Ast

function failure(message: string, location?: Node['location']): ValidationError {
  return { id: 'legal-document', level: 'error', message, location }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

const name = (fact: Variable) => `$${fact.path.join('.')}`

/** Markdoc's own check of a variable's name, which it makes outside a function only. */
function nameErrors(fact: Variable, { variables }: Config) {
  const text = new Markdoc.Ast.Node('text', { content: fact })
  return Markdoc.validate(text, { variables }).map(({ error }) => error)
}

/** Whether today's data shows `node`: each {% if %} above takes the branch that holds it. */
function shownToday(node: Node, config: Config): boolean {
  const variables = presentFacts(config.variables) as Config['variables']
  const holds = (value: unknown) =>
    Markdoc.truthy(Markdoc.Ast.resolve(value, { ...config, variables }))
  const parents = config.validation?.parents ?? []
  return parents.every((parent, index) => {
    const children = parent.children
    const elses = children.filter((child) => child.tag === 'else')
    const place = children.indexOf(parents[index + 1] ?? node)
    const branch = elses.filter((tag) => children.indexOf(tag) < place).length
    const conditions = [parent, ...elses].map((tag) => tag.attributes.primary ?? true)
    return parent.tag !== 'if' || conditions.findIndex(holds) === branch
  })
}

/**
 * `{% $fact %}` shows a text, lines or a link's text; `{% link $fact %}` links a phone number, an
 * e-mail address, a URL, or a page or anchor with a text of its own. Where today's data shows a
 * fact, it has a value.
 */
function checkFact(fact: Variable, node: Node, config: Config, asLink: boolean) {
  const value: unknown = fact.resolve(config)
  const target = fact.path[0] === 'anchors' || (isObject(value) && 'href' in value)
  const text = isObject(value) && ('text' in value || Array.isArray(value))
  const plain = typeof value === 'string' && !target && !fact.resolve({ variables: legalChoices })
  const linked = `{% link ${name(fact)} %}text{% /link %}`
  const empty = `has no value in the data: put it inside {% if ${name(fact)} %}`
  const problem =
    value === undefined
      ? nameErrors(fact, config).length === 0 && shownToday(node, config) && empty
      : asLink
        ? (!target && 'links no phone, e-mail, URL, page or anchor') ||
          (!text && node.children.length === 0 && `needs its text: ${linked}`)
        : !text &&
          !plain &&
          (target ? `is a link target: ${linked}` : 'is no text: a choice, entry or group')
  return problem ? [failure(`{% ${asLink ? 'link ' : ''}${name(fact)} %} ${problem}`)] : []
}

/** A condition's function: its facts exist, and equals() compares one with a choice it has. */
function checkCondition(fn: Call, config: Config): ValidationError[] {
  const parameters: unknown[] = Object.values(fn.parameters)
  const errors = parameters.flatMap((parameter) => {
    if (isFunction(parameter)) return checkCondition(parameter, config)
    return isVariable(parameter) ? nameErrors(parameter, config) : []
  })
  const [fact, ...choices] = parameters
  const options: unknown = isVariable(fact) && fact.resolve({ variables: legalChoices })
  if (fn.name !== 'equals' || errors.length > 0) return errors
  if (!isVariable(fact) || !Array.isArray(options) || choices.some(isAst)) {
    return [failure('equals() compares a fact that has choices with one of them')]
  }
  return choices
    .filter((choice) => !options.includes(choice))
    .map((choice) => `${name(fact)}: ${JSON.stringify(choice)} is not one of ${options.join(', ')}`)
    .map((message) => failure(message))
}

/** Sections first: a ## heading before anything else. */
function checkSections(document: Node): ValidationError[] {
  const blocks = ['heading', 'paragraph', 'list']
  const first = [...document.walk()].find((node) => blocks.includes(node.type))
  return !first || first.attributes.level === 2
    ? []
    : [failure('text before the first ## heading', first.location)]
}

/** Each run of text one string (one text node, as React renders it), legal references bound. */
function typeset(node: Rendered): Rendered {
  if (!Tag.isTag(node)) return typeof node === 'string' ? bindLegalReferences(node) : node
  const children: Rendered[] = []
  for (const child of node.children) {
    const last = children.at(-1)
    if (typeof child === 'string' && typeof last === 'string')
      children.push(`${children.pop()}${child}`)
    else if (child !== '' && child !== null && child !== undefined) children.push(child)
  }
  const attributes = Object.entries(node.attributes).filter(([, value]) => value !== undefined)
  return new Tag(node.name, Object.fromEntries(attributes), children.map(typeset))
}

const textOf = (tag: Tag): string =>
  tag.children.map((child) => (Tag.isTag(child) ? textOf(child) : String(child))).join('')

/**
 * The blocks in sections: each ## heading starts one (numbered „1. …“ if asked), each ### a
 * subsection. Markdoc reads a tag alone on a line as a block, so a fact's link on a line of its own
 * (`{% link $restaurant.hostingProvider.url /%}`) is the last line of the block of lines above if
 * that ends in a backslash (an address and its web address), else a paragraph of its own.
 */
function sectionsOf(blocks: readonly Rendered[], numbered: boolean): Tag[] {
  const sections: Tag[] = []
  for (const block of blocks.flat(Infinity as 1).filter(Tag.isTag)) {
    const section = sections.at(-1)
    const last = section?.children.at(-1)
    const target = Tag.isTag(last) && last.name === 'Subsection' ? last : section
    const lines = target?.children.at(-1)
    const end = Tag.isTag(lines) && lines.name === 'p' ? lines.children.at(-1) : undefined
    const { id } = block.attributes
    const number = numbered && block.name === 'h2' ? `${sections.length + 1}. ` : ''
    const heading = bindLegalReferences(number + textOf(block).trim())
    if (block.name === 'h2') sections.push(new Tag('Section', { id, heading }))
    else if (block.name === 'h3') section?.children.push(new Tag('Subsection', { id, heading }))
    else if (block.name !== 'a') target?.children.push(block)
    else if (Tag.isTag(lines) && typeof end === 'string' && end.endsWith('\\')) {
      lines.children.splice(-1, 1, end.slice(0, -1), new Tag('br'), block)
    } else target?.children.push(new Tag('p', { class: 'mt-4' }, [block]))
  }
  return sections.map(typeset) as Tag[]
}

const linkClass = 'text-chili underline underline-offset-4 hover:text-chili-dark'
const list = 'mt-4 list-disc space-y-2 pl-6 marker:text-chili'

/**
 * `{% link $restaurant.email /%}`, `{% link $pages.agb-page %}AGB{% /link %}`, with
 * `fragment=$anchors.withdrawal` a section of it: a Markdown link's target takes no variable.
 */
const link: Schema = {
  children: ['text'],
  attributes: {
    primary: { required: true, render: false },
    fragment: {
      render: false,
      validate: (value: unknown) =>
        isVariable(value) && value.path[0] === 'anchors'
          ? []
          : [failure('fragment= takes an anchor: fragment=$anchors.withdrawal')],
    },
  },
  validate: (node, config) =>
    isVariable(node.attributes.primary)
      ? checkFact(node.attributes.primary, node, config, true)
      : [failure('{% link %} links a fact; a web address: [text](https://…)')],
  transform(node, config) {
    const { primary: target, fragment } = node.attributes
    const { href, hrefLang, text } = typeof target === 'string' ? { href: `#${target}` } : target
    const children = node.transformChildren(config)
    const attributes = { href: fragment ? `${href}#${fragment}` : href, hrefLang, class: linkClass }
    return new Tag('a', attributes, children.length > 0 ? children : [text])
  },
}

const text: Schema = {
  ...Markdoc.nodes.text,
  validate(node, config) {
    const { content } = node.attributes
    if (isVariable(content)) return checkFact(content, node, config, false)
    if (typeof content !== 'string') return [failure('a function stands in a condition only')]
    return /\{%|%\}/.test(content) ? [failure(`an unclosed {% … %}: "${content.trim()}"`)] : []
  },
  // A fact as text: itself, a link's text, or its lines with a break between each.
  transform({ attributes: { content } }) {
    if (!Array.isArray(content)) return isObject(content) ? content.text : content
    return content.flatMap((part, index) => (index > 0 ? [new Tag('br'), part] : [part]))
  },
}

/** Markdoc's configuration for a legal document, with its front matter's choices. */
export function legalConfig(numberedSections: boolean, tableOfContents: boolean) {
  const nodes: Config['nodes'] = {
    document: {
      ...Markdoc.nodes.document,
      validate: checkSections,
      transform(node, config) {
        const sections = sectionsOf(node.transformChildren(config), numberedSections)
        const contents = new Tag('TableOfContents', { sections: sections.map((s) => s.attributes) })
        return tableOfContents ? [contents, ...sections] : sections
      },
    },
    heading: {
      ...Markdoc.nodes.heading,
      attributes: { level: { render: false, matches: [2, 3] as never } },
      validate: ({ attributes: { level, id } }) =>
        level === 2 && !id ? [failure('a ## heading needs an id: {% #id %}')] : [],
    },
    paragraph: { ...Markdoc.nodes.paragraph, attributes: { class: { default: 'mt-4' } } },
    list: {
      ...Markdoc.nodes.list,
      attributes: { ...Markdoc.nodes.list.attributes, class: { default: list } },
      validate: ({ attributes: { ordered } }) =>
        ordered ? [failure('Markdown the legal texts do not use (numbered list)')] : [],
    },
    item: { ...Markdoc.nodes.item, children: ['inline'] }, // one line each, not a paragraph
    link: {
      ...Markdoc.nodes.link,
      children: ['text'],
      attributes: { href: { type: String, required: true }, class: { default: linkClass } },
    },
    text,
    ...unknown(['em', 'strong', 's', 'code', 'fence', 'blockquote', 'hr', 'image', 'table']),
  }
  const tags: Config['tags'] = { link, ...unknown(['partial', 'slot', 'table']) }
  const functions = Object.fromEntries(
    Object.entries(Markdoc.functions).map(([id, fn]) => [id, { ...fn, validate: checkCondition }]),
  )
  return { nodes, tags, functions, validation: { validateFunctions: true } } satisfies Config
}

/** Markdoc's nodes or tags of these names, unknown here: no schema (`never`). */
const unknown = (names: string[]): Record<string, never> =>
  Object.fromEntries(names.map((name) => [name, undefined as never]))
