/* eslint-disable @typescript-eslint/no-explicit-any -- walks the data files beside their JSON Schema, both untyped trees */
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { formatEuro } from '#src/lib/format-price.ts'
import { displayPhone, telHref } from '#src/lib/phone.ts'
import { loadSite, readContentFiles } from '../builder/content/load-site.ts'
import { type ContentFileName, contentSchemas, pricePattern } from '#src/schemas/index.ts'

/*
 * Every value the owner wrote in content/*.yaml stays there: no file the site is built from holds
 * one, so a change of price, hours, address or text never needs a change of code. The values are
 * read from the data files, not listed here, so a new field is guarded the day it is added.
 */

/**
 * What the site is built from: code and documents (the legal texts, Markdoc) under these folders,
 * and the text files in public/.
 */
const codeFolders = ['src', 'headers', 'builder', 'server', 'bench', 'checks', 'art/generator']
const codeFile = /\.(tsx?|md)$/
const publicTextFile = /\.(svg|txt|json|webmanifest|xml|html|css|js)$/
/**
 * Tests name values to check them; the content loader words its mistakes with examples; a README
 * explains.
 */
const notBuiltFrom =
  /\.test\.tsx?$|\.d\.ts$|^src\/schemas\/|^builder\/content\/load-site\.ts|(^|\/)README\.md$/

/**
 * Words of the language that the data happens to use too (compared in lower case). Keep it short:
 * a value belongs here only if code needs the word for a reason of its own.
 */
const genericWords = [
  // Kinds of dishes and drinks: the terms (AGB), the page descriptions and a drawing's alt text
  // speak of them; the menu names categories and dishes so.
  ...['pizza', 'biryani', 'tandoori', 'alkoholische getränke', 'dose'],
  // Interface words a category anchor or the closed-day label repeats: the diet filter's label,
  // the anchor of the home page's specialties, the opening status.
  ...['vegetarisch', 'spezialitaeten', 'closed'],
  // Cuisines (home.yaml) are also the words for a language and a kind of restaurant.
  ...['german', 'indian'],
  // The country of the address: the legal texts name it for reasons of law.
  'deutschland',
]

/** Where the site may say what its own drawings show: they depict these dishes, whatever the menu. */
const drawingAltTexts = {
  files: ['src/i18n/de/home.ts', 'src/i18n/en/home.ts'],
  values: ['Butter Chicken', 'Pizza Margherita'],
}

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => join(dir, file).replaceAll('\\', '/'))
    .filter(keep)
}

function buildFiles(): string[] {
  return [
    ...codeFolders.flatMap((dir) =>
      filesUnder(dir, (file) => codeFile.test(file) && !notBuiltFrom.test(file)),
    ),
    ...filesUnder('public', (file) => publicTextFile.test(file)),
  ]
}

/** A choice the schema itself lists (an enum or a fixed value): code names it by design. */
function isChoice(schema: any): boolean {
  return !!schema && ('enum' in schema || 'const' in schema || !!schema.anyOf?.every(isChoice))
}

/** Every text and number in a data file, walking its JSON Schema beside it to skip choices. */
function valuesIn(data: unknown, schema: any): (string | number)[] {
  if (isChoice(schema)) return []
  if (Array.isArray(data)) return data.flatMap((item) => valuesIn(item, schema?.items))
  if (data !== null && typeof data === 'object') {
    return Object.entries(data).flatMap(([key, value]) =>
      valuesIn(value, schema?.properties?.[key]),
    )
  }
  return typeof data === 'string' || typeof data === 'number' ? [data] : []
}

/** The forms a value takes in code: as written, and as the site prints or links it. */
function formsOf(value: string | number): string[] {
  if (typeof value === 'number') return [String(value)]
  if (pricePattern.test(value)) {
    const cents = Number(value.replace(',', ''))
    return [value, formatEuro(cents, 'de'), formatEuro(cents, 'en')]
  }
  if (URL.canParse(value)) return [value, new URL(value).host]
  if (/^\+\d/.test(value)) return [value, displayPhone(value, 'de'), telHref(value)]
  // A long text is found by any of its sentences as well.
  return [value, ...value.split(/(?<=[.!?:])\s+/)]
}

interface Fact {
  value: string
  /** Where it stands inside a longer literal, not part of a longer word, number or anchor. */
  within?: RegExp
}

function ownerFacts(): Fact[] {
  const raw = readContentFiles()
  const schemas = contentSchemas('de')
  const values = (Object.keys(schemas) as ContentFileName[]).flatMap((name) =>
    valuesIn(raw[name], z.toJSONSchema(schemas[name], { io: 'input' })).flatMap(formsOf),
  )
  return [...new Set(values)]
    .filter((value) => value.length >= 4 && !genericWords.includes(value.toLowerCase()))
    .map((value) => ({
      value,
      // A price, a time or a number inside a sentence ("z. B. 14,90") is an example of its format.
      ...((/\p{L}/u.test(value) || value.length >= 8) && { within: standingAlone(value) }),
    }))
}

/**
 * The literal texts and numbers of a file, as the site uses them: strings, template parts, JSX
 * text, numbers. Comments are left out: "14,90 €" in a comment explains a format.
 */
function literalsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8')
  if (!/\.tsx?$/.test(file)) return [code]
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const literals: string[] = []
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteralLike(node) ||
      ts.isNumericLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      literals.push(node.text.trim())
    }
    node.forEachChild(visit)
  }
  visit(ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, kind))
  return literals
}

/** `value` as a word, number or anchor of its own: "pizza" is not in "pizza-margherita". */
function standingAlone(value: string): RegExp {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<![\\p{L}\\p{N}-])${escaped}(?![\\p{L}\\p{N}-])`, 'u')
}

function holds(literal: string, { value, within }: Fact): boolean {
  return within ? literal.includes(value) && within.test(literal) : literal === value
}

function isExcepted(file: string, value: string): boolean {
  return drawingAltTexts.files.includes(file) && drawingAltTexts.values.includes(value)
}

// Reads and parses every source file: a few seconds, more on a busy machine.
describe('the owner data lives in content/, not in code', { timeout: 30_000 }, () => {
  it('no file the site is built from holds a value of the data files', () => {
    const facts = ownerFacts()
    const found = buildFiles().flatMap((file) => {
      const literals = literalsOf(file)
      return facts
        .filter((fact) => literals.some((literal) => holds(literal, fact)))
        .filter((fact) => !isExcepted(file, fact.value))
        .map((fact) => `${file}: ${fact.value}`)
    })
    expect(found).toEqual([])
  })

  it('finds a value of the data files hidden in code', () => {
    const facts = ownerFacts()
    const values = facts.map((fact) => fact.value)
    const { restaurant, home } = loadSite()
    const { locality } = restaurant.address
    for (const value of [
      restaurant.address.postalCode,
      locality,
      restaurant.legalName,
      restaurant.hostingProvider.name,
      restaurant.supervisoryAuthority.address,
      String(restaurant.geo.latitude),
      home.hero.tagline.text,
    ]) {
      expect(values).toContain(value)
    }
    const fact = (value: string) => facts.find((candidate) => candidate.value === value)!
    expect(holds(`Restaurant in ${locality}`, fact(locality))).toBe(true)
    expect(holds(`${locality}er Straße`, fact(locality))).toBe(false)
    expect(holds('9,90', fact('9,90'))).toBe(true)
    expect(holds('z. B. 9,90', fact('9,90'))).toBe(false)
  })

  it('reads the legal documents, where a value of the data would stand in the text', () => {
    const documents = buildFiles().filter((file) => file.endsWith('.md'))
    expect(documents).toContain('src/features/legal/documents/de/impressum.md')
    expect(documents).toContain('src/features/legal/documents/de/datenschutz.md')
    expect(documents).toContain('src/features/legal/documents/de/agb.md')
    const { restaurant } = loadSite()
    const legalName = ownerFacts().find((fact) => fact.value === restaurant.legalName)!
    const [written] = literalsOf('src/features/legal/documents/de/impressum.md')
    expect(holds(written!, legalName)).toBe(false)
    const filled = written!.replace('{% $restaurant.legalName %}', restaurant.legalName)
    expect(holds(filled, legalName)).toBe(true)
  })
})
