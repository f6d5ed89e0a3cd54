import { Lexer, type Token, type Tokens } from 'marked'
import {
  type LegalBlock,
  type LegalDocument,
  type LegalLink,
  type LegalSection,
  type LegalText,
  numberSections,
} from './legal-document'
import type { Facts } from './legal-facts'
import {
  applyConditions,
  DocumentSource,
  fillPlaceholders,
  fillTarget,
  lineBreak,
  type Part,
  readFrontMatter,
} from './legal-template'

/*
 * Reads a legal document, Markdown with placeholders (documents/<language>/<name>.md), into the
 * LegalDocument the legal pages render. It runs when a page is prerendered: marked, the parser,
 * is a build-time dependency and no browser ever loads it (the legal pages have no islands).
 *
 * The syntax, and nothing more (anything else fails the build, naming file and line):
 *
 *   ---                           front matter, all optional: the date of the text's last
 *   dated: true                   change shown as „Stand: …“ (the build finds it: ADR 026), a
 *   tableOfContents: true         table of contents, headings numbered „1. …“, „2. …“ in order
 *   numberedSections: true
 *   ---
 *   ## Heading {#id}              a section; the id is its fragment (#id), required
 *   ### Heading                   a subsection; {#id} optional
 *   A paragraph.                  one or more lines; a line break inside is a space
 *   Line one\                     a backslash at the end of a line keeps the lines apart
 *   Line two                      (an address): a block of lines
 *   - item                        a bullet list
 *   [text](#id), [text](https://…), <https://…>   links
 *   <!-- note -->                 a comment between blocks, left out
 *   \*                            a character Markdown would read as markup, as itself
 *
 * Placeholders, filled in from the owner's data (the names: legal-facts.ts):
 *
 *   {{restaurant.legalName}}      a fact as text
 *   <{{restaurant.email}}>        a phone number, e-mail address or URL as a link
 *   [text]({{pages.agb-page}})    another page of the site, from the route table
 *   {#{{anchors.map}}}            an id other pages link to (src/lib/legal-anchors.ts)
 *   {{#if restaurant.vatId}}      on a line of its own: the lines up to {{/if}} only if the
 *   {{/if}}                       data has the fact; `{{#if restaurant.orderingServiceRole =
 *                                 processor}}` if it is that choice (`= HRA or HRB`: one of them)
 *
 * A placeholder that names no fact, a fact the data leaves empty outside a condition on it, and a
 * condition on no fact or with a choice the fact does not have, fail the build with the file, the
 * line and the placeholder named.
 */

/** "Heading {#id}" → heading and id. */
const headingWithId = /^(.*?)\s*\{#([^{}]*)\}$/
const validId = /^[a-z0-9]+(-[a-z0-9]+)*$/

interface Reader {
  source: DocumentSource
  facts: Facts
}

const firstLine = (raw: string) => raw.trim().split('\n')[0] ?? ''

function unsupported({ source }: Reader, token: { type: string; raw: string }): never {
  const line = firstLine(token.raw)
  return source.fail(
    `Markdown the legal texts do not use (${token.type}): "${line}"`,
    source.lineOf(line),
  )
}

/** The raw text and the links of inline Markdown, placeholders not yet filled in. */
function inlineParts(reader: Reader, tokens: readonly Token[]): Part[] {
  return tokens.flatMap((token): Part[] => {
    switch (token.type) {
      case 'text':
        return 'tokens' in token && token.tokens
          ? inlineParts(reader, token.tokens)
          : [token.text.replace(/ *\n */g, ' ')]
      case 'escape':
        return [token.text]
      case 'br':
        return [lineBreak]
      case 'link':
        return [linkOf(reader, token as Tokens.Link)]
      default:
        return unsupported(reader, token)
    }
  })
}

function linkOf(reader: Reader, token: Tokens.Link): LegalLink {
  if (token.title) unsupported(reader, token)
  const text = plainText(reader, fill(reader, inlineParts(reader, token.tokens), false), token.raw)
  return { text, ...fillTarget(reader.source, reader.facts, token.href) }
}

/** Adjacent strings joined: one text node each, as React renders a string between two links. */
function joined(parts: readonly Part[]): Part[] {
  return parts.reduce<Part[]>((result, part) => {
    const last = result.at(-1)
    if (typeof part === 'string' && typeof last === 'string') {
      result[result.length - 1] = last + part
    } else if (part !== '') {
      result.push(part)
    }
    return result
  }, [])
}

/** The parts with the placeholders of their text filled in. */
function fill({ source, facts }: Reader, parts: readonly Part[], lines: boolean): Part[] {
  return joined(
    joined(parts).flatMap((part) =>
      typeof part === 'string' ? fillPlaceholders(source, facts, part, { lines }) : [part],
    ),
  )
}

function plainText({ source }: Reader, parts: readonly Part[], raw: string): string {
  if (parts.some((part) => typeof part !== 'string')) {
    source.fail(`only text can stand here: "${firstLine(raw)}"`, source.lineOf(firstLine(raw)))
  }
  return parts.join('')
}

function legalText(parts: readonly Part[]): LegalText {
  const [only] = parts
  if (parts.length === 1 && typeof only === 'string') return only
  return parts.filter((part): part is string | LegalLink => part !== lineBreak)
}

/** A paragraph, or a block of lines where it has line breaks. */
function paragraphOf(reader: Reader, token: Tokens.Paragraph): LegalBlock {
  const lines: Part[][] = [[]]
  for (const part of fill(reader, inlineParts(reader, token.tokens), true)) {
    if (part === lineBreak) lines.push([])
    else lines.at(-1)?.push(part)
  }
  const [first] = lines
  return lines.length === 1 && first
    ? { paragraph: legalText(first) }
    : { lines: lines.map(legalText) }
}

function listOf(reader: Reader, token: Tokens.List): LegalBlock {
  if (token.ordered) unsupported(reader, token)
  return {
    list: token.items.map((item) => {
      const [content, ...rest] = item.tokens.filter((part) => part.type !== 'space')
      if (
        item.task ||
        rest.length > 0 ||
        (content?.type !== 'text' && content?.type !== 'paragraph')
      ) {
        unsupported(reader, item)
      }
      const parts = fill(reader, inlineParts(reader, content.tokens ?? []), false)
      if (parts.includes(lineBreak)) unsupported(reader, item)
      return legalText(parts)
    }),
  }
}

interface Heading {
  heading: string
  id?: string
}

function headingOf(reader: Reader, token: Tokens.Heading): Heading {
  const text = plainText(reader, fill(reader, inlineParts(reader, token.tokens), false), token.raw)
  const [, heading = text, id] = headingWithId.exec(text) ?? []
  if (id !== undefined && !validId.test(id)) {
    reader.source.fail(
      `"${id}" is no id: lower-case letters, digits and hyphens`,
      reader.source.lineOf(firstLine(token.raw)),
    )
  }
  return id === undefined ? { heading } : { heading, id }
}

/** An HTML comment between blocks: a note for whoever edits the text. */
const isComment = (token: Token) =>
  token.type === 'html' && /^<!--[\s\S]*-->$/.test(token.raw.trim())

interface SectionDraft {
  id: string
  heading: string
  blocks: LegalBlock[]
  subsections: (Heading & { blocks: LegalBlock[] })[]
}

function sectionsOf(reader: Reader, tokens: readonly Token[]): LegalSection[] {
  // Annotated, so that TypeScript knows that fail() does not return.
  const source: DocumentSource = reader.source
  const sections: SectionDraft[] = []
  const ids = new Set<string>()
  const addBlock = (block: LegalBlock, raw: string) => {
    const section = sections.at(-1)
    const target = section?.subsections.at(-1) ?? section
    if (!target) source.fail('text before the first ## heading', source.lineOf(firstLine(raw)))
    target.blocks.push(block)
  }
  const addHeading = (token: Tokens.Heading) => {
    const line = source.lineOf(firstLine(token.raw))
    const { heading, id } = headingOf(reader, token)
    if (id !== undefined && ids.has(id)) source.fail(`the id "${id}" is there twice`, line)
    if (id !== undefined) ids.add(id)
    if (token.depth === 2) {
      if (id === undefined) source.fail('a ## heading needs an id: ## Heading {#id}', line)
      sections.push({ heading, id, blocks: [], subsections: [] })
    } else {
      const section = sections.at(-1)
      if (!section) source.fail('### before the first ## heading', line)
      section.subsections.push({ heading, ...(id !== undefined && { id }), blocks: [] })
    }
  }
  for (const token of tokens) {
    switch (token.type) {
      case 'paragraph':
        addBlock(paragraphOf(reader, token as Tokens.Paragraph), token.raw)
        break
      case 'list':
        addBlock(listOf(reader, token as Tokens.List), token.raw)
        break
      case 'heading':
        // # is the page's title, which the page gives.
        if (token.depth !== 2 && token.depth !== 3) unsupported(reader, token)
        addHeading(token as Tokens.Heading)
        break
      case 'space':
        break
      default:
        if (!isComment(token)) unsupported(reader, token)
    }
  }
  return sections.map(({ subsections, ...section }) =>
    subsections.length > 0 ? { ...section, subsections } : section,
  )
}

/**
 * The legal document `text` (read from `file`, named in every message) with the facts filled in.
 * Throws on the first mistake, so that a build never publishes a text with a gap.
 */
export function parseLegalDocument(file: string, text: string, facts: Facts): LegalDocument {
  const source = new DocumentSource(file, text)
  const { frontMatter, body } = readFrontMatter(source)
  const markdown = applyConditions(source, body, facts)
  const sections = sectionsOf({ source, facts }, new Lexer({ gfm: false }).lex(markdown))
  return {
    dated: frontMatter.dated,
    tableOfContents: frontMatter.tableOfContents,
    sections: frontMatter.numberedSections ? numberSections(sections) : sections,
  }
}
