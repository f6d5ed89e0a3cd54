import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { type Language, type Restaurant, restaurantSchema } from '@/schemas'
import { inPage } from '@/testing/render-in-page'
import { loadSite } from '@/testing/site'
import { LegalBody } from './legal-body'
import { legalDocument } from './legal-document'

/*
 * Markdoc checks the facts' names, not that a text reads right whatever the data leaves out. So
 * every legal document, in every language, is rendered here as the page shows it with each fact
 * the data may leave out left out (each field restaurantSchema lets the data omit, so a field
 * added later counts too), and read as a reader would: no gap where a fact would stand.
 */

const { restaurant } = loadSite()

/** The owner's data without any field the schema lets the data leave out. */
const withoutOptionalFacts = Object.fromEntries(
  Object.entries(restaurant).filter(([key]) => {
    const field = restaurantSchema.shape[key as keyof typeof restaurantSchema.shape]
    return !field.safeParse(undefined).success
  }),
) as Restaurant

/** Every document, by language and name, from documents/<language>/<name>.md. */
const documents = Object.keys(import.meta.glob('./documents/*/*.md')).map((path) => {
  const [, language, name] = /^\.\/documents\/(\w+)\/([\w-]+)\.md$/.exec(path) ?? []
  return { language: language as Language, name: name! }
})

/** A document as the page renders it, in an element of its own. */
function rendered(name: string, language: Language, data: Restaurant): HTMLElement {
  const Page = inPage(language, 'datenschutz-page')
  const body = createElement(LegalBody, {
    document: legalDocument(name, language, data),
    updated: new Date('2026-11-24T10:00:00Z'),
  })
  const element = document.createElement('div')
  element.innerHTML = renderToStaticMarkup(createElement(Page, null, body))
  return element
}

const text = (element: Element) => (element.textContent ?? '').replaceAll('\u00a0', ' ').trim()

/** The lines of a block: a paragraph's between its line breaks, a heading's or list item's one. */
function linesOf(block: Element): string[] {
  return block.innerHTML
    .split(/<br\s*\/?>/)
    .map((line) => text(Object.assign(document.createElement('div'), { innerHTML: line })))
}

/** What does not read right in a rendered legal text, one entry per place. */
export function readingProblems(element: HTMLElement): string[] {
  const problems: string[] = []
  const blocks = element.querySelectorAll('#legal-body h2, #legal-body h3, #legal-body p, li')
  for (const block of blocks) {
    const lines = linesOf(block)
    const where = `${block.tagName.toLowerCase()} „${text(block).slice(0, 60)}“`
    if (lines.some((line) => line === '')) problems.push(`${where}: an empty line or block`)
    // A label with nothing after it ("USt-IdNr.:"), but for a paragraph announcing the block
    // after it ("Hosting-Anbieter ist:"); a line after a value may end in one (the model form).
    const announces = block.tagName === 'P' && lines.length === 1 && block.nextElementSibling
    if (lines.some((line) => /^[^:]*:$/.test(line)) && !announces) {
      problems.push(`${where}: a colon with nothing after it`)
    }
    for (const line of lines) {
      if (/undefined|null|NaN|\[object|\{%|%\}/.test(line)) problems.push(`${where}: a gap`)
      if (/ [,.;:)]|\( ?\)|:[,.;]| {2}/.test(line)) problems.push(`${where}: a gap: „${line}“`)
    }
  }
  for (const link of element.querySelectorAll('a')) {
    if (text(link) === '') problems.push(`an empty link to ${link.getAttribute('href')}`)
  }
  for (const section of element.querySelectorAll('section')) {
    if (section.children.length < 2) problems.push(`section ${section.id}: a heading alone`)
  }
  return problems
}

describe('every legal document with every optional fact left out', () => {
  it('leaves out every field the data may omit, and only those', () => {
    expect(documents.length).toBeGreaterThanOrEqual(4)
    expect(Object.keys(withoutOptionalFacts)).not.toContain('vatId')
    expect(Object.keys(restaurant)).toContain('withdrawalForm')
    expect(Object.keys(withoutOptionalFacts)).not.toContain('withdrawalForm')
    expect(withoutOptionalFacts.legalName).toBe(restaurant.legalName)
  })

  it.each(documents)('$language/$name reads right', ({ name, language }) => {
    expect(readingProblems(rendered(name, language, withoutOptionalFacts))).toEqual([])
  })

  it.each(documents)('$language/$name reads right with today’s data', ({ name, language }) => {
    expect(readingProblems(rendered(name, language, restaurant))).toEqual([])
  })

  it('finds what would not read right', () => {
    const page = (html: string) =>
      Object.assign(document.createElement('div'), {
        innerHTML: `<div id="legal-body"><section id="s"><h2>A</h2>${html}</section></div>`,
      })
    expect(readingProblems(page('<p>Text</p>'))).toEqual([])
    expect(readingProblems(page('<p>Anschrift:</p><p>Straße 1</p>'))).toEqual([])
    for (const html of [
      '<p>USt-IdNr.:</p>',
      '<p>Name<br>USt-IdNr.:<br>Ende</p>',
      '<ul><li>eins</li><li></li></ul>',
      '<p>Inhaber: undefined</p>',
      '<p>Betrieben von , Otterbach</p>',
      '<p>Adresse<br><br>Ort</p>',
      '<p>Siehe <a href="#x"></a>.</p>',
      '<h3></h3><p>Text</p>',
    ]) {
      expect(readingProblems(page(html)), html).not.toEqual([])
    }
    expect(readingProblems(page(''))).toEqual(['section s: a heading alone'])
  })
})
