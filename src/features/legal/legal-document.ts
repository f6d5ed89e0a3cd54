import Markdoc, { type Node, type RenderableTreeNode } from '@markdoc/markdoc'
import { parseDocument } from 'yaml'
import { z } from 'zod'
import type { Language, Restaurant } from '@/schemas'
import { legalFacts, presentFacts } from './legal-facts'
import { legalConfig } from './legal-markdoc-config'

/*
 * The legal documents, a Markdoc file per text and language (documents/<language>/<name>.md; the
 * syntax: documents/README.md). The owner's facts are the variables (legal-facts.ts), validate()
 * checks against legal-markdoc-config.ts, transform() fills in. readLegalDocument() is the one way
 * in: for the pages, the „Stand“ walk (builder/legal-dates.ts), the content check. It runs when a
 * page is prerendered; no browser loads Markdoc (the legal pages have no islands).
 */

/** A legal text (Impressum, Datenschutzerklärung, AGB) read from its document. */
export interface LegalDocument {
  /**
   * Whether the page shows the date of the text's last change („Stand“), which the build finds
   * (builder/legal-dates.ts, ADR 026) and the page passes beside the document.
   */
  dated: boolean
  /** What Markdoc rendered: the table of contents if any, then the sections (legal-body.tsx draws them). */
  content: RenderableTreeNode[]
}

/**
 * When each legal text last changed, by language and document name (`dates.de.datenschutz`): the
 * date of the last commit that changed what the text says, found at build time (ADR 026).
 */
export type LegalDates = Readonly<Record<Language, Readonly<Record<string, Date>>>>

/** What the front matter may say, each false where left out. */
const frontMatterSchema = z.strictObject({
  dated: z.boolean().default(false), // LegalDocument.dated
  tableOfContents: z.boolean().default(false),
  /** The sections' headings numbered in order: „1. Einleitung“, „2. …“. */
  numberedSections: z.boolean().default(false),
})

/** The YAML between the `---` lines at the top of `file`; a mistake names the line and the key. */
function readFrontMatter(file: string, yaml = '') {
  const document = parseDocument(yaml)
  const [error] = document.errors
  const at = (line: number) => `${file}:${line + 1}: front matter:` // below the first `---`
  if (error) throw new Error(`${at(error.linePos?.[0].line ?? 0)} ${error.message}`)
  const result = frontMatterSchema.safeParse(document.toJS() ?? {})
  if (result.success) return result.data
  const [issue] = result.error.issues
  const unknown = issue?.code === 'unrecognized_keys'
  const key = String((unknown ? issue.keys : issue?.path)?.[0])
  const line = yaml.split('\n').findIndex((entry) => entry.startsWith(`${key}:`)) + 1
  const known = Object.keys(frontMatterSchema.shape).join(', ')
  throw new Error(
    `${at(line)} ${unknown ? `"${key}" is not one of ${known}` : `${key}: ${issue?.message}`}`,
  )
}

/** Markdoc gives a node in a paragraph the paragraph's lines: here its own, for the messages. */
function placeOnLines(document: Node) {
  for (const inline of [...document.walk()].filter((node) => node.type === 'inline')) {
    let line = inline.lines[0] ?? 0
    for (const node of inline.walk()) {
      node.lines = [line, line + 1]
      node.location = { ...node.location, start: { line }, end: { line: line + 1 } }
      if (node.type === 'softbreak' || node.type === 'hardbreak') line += 1
    }
  }
}

/** Markdoc's tokenizer, reading HTML (to refuse it) and `<!-- notes -->`. */
const tokenizer = new Markdoc.Tokenizer({ html: true, allowComments: true })

/**
 * The legal document `text` (from `file`, named in every message) with the facts of `restaurant`
 * in `language` filled in. Throws with every mistake, a line each: no text is published with a gap.
 */
export function readLegalDocument(
  file: string,
  text: string,
  restaurant: Restaurant,
  language: Language,
): LegalDocument {
  const ast = Markdoc.parse(tokenizer.tokenize(text), { file })
  const frontMatter = readFrontMatter(file, ast.attributes.frontmatter as string | undefined)
  placeOnLines(ast)
  const config = legalConfig(frontMatter.numberedSections, frontMatter.tableOfContents)
  const facts = legalFacts(restaurant, language)
  const mistakes = Markdoc.validate(ast, { ...config, variables: facts })
    .sort((a, b) => (a.lines[0] ?? 0) - (b.lines[0] ?? 0))
    .map(({ lines, type, error }) => {
      // A node without schema in legal-markdoc-config.ts: Markdown the pages do not render.
      const unknown = error.id === 'node-undefined'
      const message = unknown ? `Markdown the legal texts do not use (${type})` : error.message
      return `${file}:${(lines[0] ?? 0) + 1}: ${message}`
    })
  if (mistakes.length > 0) throw new Error([...new Set(mistakes)].join('\n'))
  const content = Markdoc.transform(ast, { ...config, variables: presentFacts(facts) as object })
  return { dated: frontMatter.dated, content: [content].flat() }
}

/** The legal document `name` in `language` with the facts of `restaurant` (as the pages read it). */
export function legalDocument(name: string, language: Language, restaurant: Restaurant) {
  const sources = import.meta.glob<{ default: string }>('./documents/*/*.md', {
    query: '?raw',
    eager: true,
  })
  const path = `documents/${language}/${name}.md`
  const file = `src/features/legal/${path}` // as a message names it
  const text = sources[`./${path}`]?.default
  if (text === undefined) throw new Error(`${file}: no such legal document`)
  return readLegalDocument(file, text, restaurant, language)
}
