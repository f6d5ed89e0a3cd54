import type { Language } from '@/schemas'
import type { LegalLink } from './legal-document'
import type { Fact, Facts } from './legal-facts'

/*
 * The template layer of a legal document, around the Markdown (syntax: legal-markdown.ts): its
 * front matter, its conditions and its placeholders. Every mistake names the file, the line where
 * it is known, and the placeholder or condition.
 */

/** A document's text and the file it comes from, for messages. */
export class DocumentSource {
  constructor(
    readonly file: string,
    readonly text: string,
  ) {}

  fail(message: string, line?: number): never {
    throw new Error(`${this.file}${line === undefined ? '' : `:${line}`}: ${message}`)
  }

  /** The line that first holds `needle`, to point at a mistake found after the Markdown parse. */
  lineOf(needle: string): number | undefined {
    const index = this.text.indexOf(needle)
    return index === -1 ? undefined : this.text.slice(0, index).split('\n').length
  }
}

export interface FrontMatter {
  dated: boolean
  tableOfContents: boolean
  numberedSections: boolean
}

const frontMatterKeys = new Set(['dated', 'tableOfContents', 'numberedSections'])

/**
 * Reads the front matter, the `key: value` lines between two `---` lines at the top, and returns
 * the body with those lines blank, so that line numbers stay those of the file.
 */
export function readFrontMatter(source: DocumentSource): {
  frontMatter: FrontMatter
  body: string
} {
  const lines = source.text.split('\n')
  if (lines[0] !== '---') {
    return {
      frontMatter: { dated: false, tableOfContents: false, numberedSections: false },
      body: source.text,
    }
  }
  const end = lines.indexOf('---', 1)
  if (end === -1) source.fail('the front matter has no closing ---', 1)
  const entries = new Map<string, string>()
  lines.slice(1, end).forEach((line, index) => {
    const [, key = '', value = ''] = /^(\w+):\s*(.*?)\s*$/.exec(line) ?? []
    if (!frontMatterKeys.has(key) || value === '') {
      source.fail(
        `unknown front matter "${line}" (known: ${[...frontMatterKeys].join(', ')})`,
        index + 2,
      )
    }
    entries.set(key, value)
  })
  const flag = (key: string) => {
    const value = entries.get(key) ?? 'false'
    if (value !== 'true' && value !== 'false') source.fail(`${key} must be true or false`)
    return value === 'true'
  }
  return {
    frontMatter: {
      dated: flag('dated'),
      tableOfContents: flag('tableOfContents'),
      numberedSections: flag('numberedSections'),
    },
    body: [...lines.slice(0, end + 1).map(() => ''), ...lines.slice(end + 1)].join('\n'),
  }
}

/** `{{name}}`, or `<{{name}}>` for the fact as a link. */
const placeholder = /<\{\{([^{}]*)\}\}>|\{\{([^{}]*)\}\}/g
const ifLine = /^\{\{#if (.*)\}\}$/
const endIfLine = '{{/if}}'

const hasValue = (fact: Fact) => fact.value !== undefined && fact.value !== ''

/**
 * Checks each placeholder of a line: a known name, in a form its kind has; with `kept`, also that
 * the data has a value for it (a line left out by a condition may name an optional fact).
 */
function checkPlaceholders(
  source: DocumentSource,
  facts: Facts,
  line: string,
  at: number,
  kept: boolean,
) {
  if (/\{\{[#/]/.test(line)) source.fail('a condition stands on a line of its own', at)
  for (const [raw, linkName, name = linkName ?? ''] of line.matchAll(placeholder)) {
    const fact = facts[name] ?? source.fail(`unknown placeholder ${raw}`, at)
    if (linkName !== undefined && fact.kind !== 'link') {
      source.fail(`${raw}: only a phone number, an e-mail address or a URL makes a link`, at)
    }
    if (fact.kind === 'choice' || fact.kind === 'entry') {
      source.fail(`${raw} is for conditions only: {{#if ${name}}}`, at)
    }
    if (kept && !hasValue(fact)) {
      source.fail(`${raw} has no value in the data: put it inside {{#if ${name}}} … {{/if}}`, at)
    }
  }
  const rest = line.replace(placeholder, '')
  if (rest.includes('{{') || rest.includes('}}')) {
    source.fail(`unclosed placeholder in "${line.trim()}"`, at)
  }
}

/** Whether a condition holds: `name` (the data has it) or `name = a or b` (one of the choices). */
function holds(source: DocumentSource, facts: Facts, condition: string, at: number): boolean {
  const [, name = '', choices] = /^([\w.-]+)(?:\s*=\s*(.+))?$/.exec(condition.trim()) ?? []
  const fact = facts[name] ?? source.fail(`unknown condition {{#if ${condition}}}`, at)
  if (choices === undefined) return hasValue(fact)
  if (fact.kind !== 'choice') source.fail(`{{#if ${condition}}}: ${name} has no choices`, at)
  const wanted = choices.split(/\s+or\s+/).map((choice) => choice.trim())
  for (const choice of wanted) {
    if (!fact.choices.includes(choice)) {
      source.fail(`{{#if ${condition}}}: "${choice}" is not one of ${fact.choices.join(', ')}`, at)
    }
  }
  return fact.value !== undefined && wanted.includes(fact.value)
}

/**
 * The body with the lines of conditions that do not hold left out, and the condition lines
 * themselves; checks every placeholder, also in the lines left out.
 */
export function applyConditions(source: DocumentSource, body: string, facts: Facts): string {
  const kept: string[] = []
  const open: { at: number; holds: boolean }[] = []
  body.split('\n').forEach((line, index) => {
    const at = index + 1
    const condition = ifLine.exec(line.trim())
    if (condition) {
      open.push({ at, holds: holds(source, facts, condition[1] ?? '', at) })
    } else if (line.trim() === endIfLine) {
      if (!open.pop()) source.fail(`${endIfLine} without {{#if …}}`, at)
    } else {
      const keep = open.every((outer) => outer.holds)
      checkPlaceholders(source, facts, line, at, keep)
      if (keep) kept.push(line)
    }
  })
  const unclosed = open.pop()
  if (unclosed) source.fail(`{{#if …}} without ${endIfLine}`, unclosed.at)
  return kept.join('\n')
}

/** Where a fact of several lines breaks its text. */
export const lineBreak = Symbol('line break')

export type Part = string | LegalLink | typeof lineBreak

/**
 * A run of text with its placeholders filled in. applyConditions has checked names, forms and
 * values; what is left to check is where a kind may stand (`where`: a heading, a list item, …).
 */
export function fillPlaceholders(
  source: DocumentSource,
  facts: Facts,
  text: string,
  where: { lines: boolean },
): Part[] {
  const parts: Part[] = []
  let last = 0
  for (const match of text.matchAll(placeholder)) {
    const [raw, linkName, name = linkName ?? ''] = match
    parts.push(text.slice(last, match.index))
    last = match.index + raw.length
    const fact = facts[name]
    if (fact?.kind === 'link' && fact.value) parts.push(linkName ? fact.value : fact.value.text)
    else if (fact?.kind === 'lines' && fact.value) {
      if (!where.lines) {
        source.fail(`${raw} has several lines: it stands in a paragraph only`, source.lineOf(raw))
      }
      fact.value.forEach((line, index) => {
        if (index > 0) parts.push(lineBreak)
        parts.push(line)
      })
    } else if (fact?.kind === 'page') parts.push(fact.value.href)
    else if (fact?.kind === 'text' && fact.value !== undefined) parts.push(fact.value)
    else source.fail(`${raw} has no value`, source.lineOf(raw))
  }
  parts.push(text.slice(last))
  return parts
}

/** A link's target with its placeholders filled in: a page of the site brings its language. */
export function fillTarget(
  source: DocumentSource,
  facts: Facts,
  target: string,
): { href: string; hrefLang?: Language } {
  let hrefLang: Language | undefined
  const href = target.replace(placeholder, (raw: string, linkName?: string, name?: string) => {
    const fact = facts[name ?? linkName ?? '']
    if (fact?.kind === 'page') {
      hrefLang = fact.value.hrefLang
      return fact.value.href
    }
    if (fact?.kind === 'link' && fact.value) return fact.value.href
    if (fact?.kind === 'text' && fact.value !== undefined) return fact.value
    return source.fail(`${raw} is no link target`, source.lineOf(raw))
  })
  return hrefLang ? { href, hrefLang } : { href }
}
