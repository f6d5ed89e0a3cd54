import Markdoc, { type Node } from '@markdoc/markdoc'
import { type LegalDocument, numberSections } from './legal-document'
import type { Facts } from './legal-facts'
import { readFrontMatter } from './legal-front-matter'
import { legalMarkdocConfig } from './legal-markdoc-config'
import { sectionsOf } from './legal-sections'

/*
 * Reads a legal document (documents/<language>/<name>.md), Markdoc with the owner's facts as
 * variables, into the LegalDocument the legal pages render. It runs when a page is prerendered:
 * Markdoc is a build-time dependency and no browser ever loads it (the legal pages have no
 * islands). Markdoc (https://markdoc.dev) does the parsing, the conditions and the checks with
 * line numbers; legal-fact-check.ts adds what it cannot know about the facts.
 *
 * The syntax, and nothing more (anything else fails the build, naming file and line):
 *
 *   ---                           front matter (YAML), all optional: the date of the text's last
 *   dated: true                   change shown as „Stand: …“ (the build finds it: ADR 026), a
 *   tableOfContents: true         table of contents, headings numbered „1. …“, „2. …“ in order
 *   numberedSections: true
 *   ---
 *   ## Heading {% #id %}          a section; the id is its fragment (#id), required
 *   ### Heading                   a subsection; {% #id %} optional
 *   A paragraph.                  one or more lines; a line break inside is a space
 *   Line one\                     a backslash at the end of a line keeps the lines apart
 *   Line two                      (an address): a block of lines
 *   - item                        a bullet list
 *   [text](#id), [text](https://…), <https://…>   links
 *   <!-- note -->                 a note for whoever edits the text, left out
 *   \*                            a character Markdown would read as markup, as itself
 *
 * The facts, from the owner's data (the names: legal-facts.ts):
 *
 *   {% $restaurant.legalName %}                 a fact as text
 *   {% link $restaurant.email /%}               a phone number, e-mail address or URL as a link
 *   {% link $pages.agb-page %}AGB{% /link %}    another page of the site, from the route table
 *   {% link $anchors.map %}Karte{% /link %}     a section other pages link to, on this page
 *   ## Karte {% id=$anchors.map %}              … and its id (src/lib/legal-anchors.ts)
 *   {% if $restaurant.vatId %} … {% /if %}      only if the data has the fact
 *   {% if equals($restaurant.orderingServiceRole, "processor") %} … {% else equals(…, "controller") /%} … {% /if %}
 *                                               if the fact is that choice (or(…, …): one of two);
 *                                               on lines of their own around blocks, or inside a line
 *
 * An unknown variable, a fact where its kind cannot stand (a choice as text, a name as a link), a
 * fact the data may leave out outside a condition on it, and a condition with a choice the fact
 * does not have fail the build with the file, the line and the fact named.
 */

/**
 * Markdoc's tokenizer, with one change: a line holding only a fact's link (`{% link $… /%}`) is
 * text, where Markdoc reads a tag on a line of its own as a block (a condition around blocks) and
 * ends the paragraph above it: the last line of an address may be its web address.
 */
function legalTokenizer(): InstanceType<typeof Markdoc.Tokenizer> {
  const tokenizer = new Markdoc.Tokenizer({ html: true, allowComments: true })
  interface BlockState {
    src: string
    bMarks: number[]
    tShift: number[]
    eMarks: number[]
  }
  type BlockRule = (state: BlockState, start: number, end: number, silent: boolean) => boolean
  const { ruler } = (
    tokenizer as unknown as {
      parser: { block: { ruler: { __rules__: { name: string; fn: BlockRule }[] } } }
    }
  ).parser.block
  const annotations = ruler.__rules__.find((rule) => rule.name === 'annotations')
  if (!annotations)
    throw new Error("Markdoc's tokenizer has no rule for tags on a line of their own")
  const tagOnItsLine = annotations.fn
  const linkLine = /^\{%\s*link\s[^%]*\/%\}\s*$/
  annotations.fn = (state, start, end, silent) => {
    const line = state.src.slice(state.bMarks[start]! + state.tShift[start]!, state.eMarks[start])
    return !linkLine.test(line) && tagOnItsLine(state, start, end, silent)
  }
  return tokenizer
}

const tokenizer = legalTokenizer()

/**
 * Markdoc gives a node inside a paragraph the lines of the whole paragraph; each gets its own
 * here, counted by the line breaks before it, so that a mistake names the line it is on.
 */
function placeOnLines(document: Node) {
  for (const inline of document.walk()) {
    if (inline.type !== 'inline') continue
    let line = inline.lines[0] ?? 0
    for (const node of inline.walk()) {
      node.lines = [line, line + 1]
      node.location = { ...node.location, start: { line }, end: { line: line + 1 } }
      if (node.type === 'softbreak' || node.type === 'hardbreak') line += 1
    }
  }
}

/**
 * The legal document `text` (read from `file`, named in every message) with the facts filled in.
 * Throws with every mistake, one per line, so that a build never publishes a text with a gap.
 */
export function parseLegalDocument(file: string, text: string, facts: Facts): LegalDocument {
  const ast = Markdoc.parse(tokenizer.tokenize(text), { file })
  const frontMatter = readFrontMatter(file, ast.attributes.frontmatter as string | undefined)
  placeOnLines(ast)
  const config = legalMarkdocConfig(facts)
  const mistakes = Markdoc.validate(ast, config.validate)
    .map(({ lines, error }) => ({ line: (lines[0] ?? 0) + 1, message: error.message }))
    .sort((a, b) => a.line - b.line)
    .map(({ line, message }) => `${file}:${line}: ${message}`)
  if (mistakes.length > 0) throw new Error([...new Set(mistakes)].join('\n'))
  const sections = sectionsOf(Markdoc.transform(ast, config.transform))
  return {
    dated: frontMatter.dated,
    tableOfContents: frontMatter.tableOfContents,
    sections: frontMatter.numberedSections ? numberSections(sections) : sections,
  }
}
