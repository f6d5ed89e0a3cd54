import type { Language, Restaurant } from '@/schemas'
import type { LegalDocument } from './legal-document'
import { legalFacts } from './legal-facts'
import { parseLegalDocument } from './legal-markdoc'

/**
 * The legal documents, one Markdoc file per text and language: documents/<language>/<name>.md
 * (documents/de/impressum.md). Read as text when the pages are prerendered; a new document, say
 * documents/en/privacy.md, needs only a page that asks for it by name and language.
 */
const sources = import.meta.glob<string>('./documents/*/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** Where this folder is in the repository, for messages that name a document's file. */
const folder = 'src/features/legal/'

/** The legal document `name` in `language`, with the facts of `restaurant` filled in. */
export function legalDocument(
  name: string,
  language: Language,
  restaurant: Restaurant,
): LegalDocument {
  const path = `documents/${language}/${name}.md`
  const text = sources[`./${path}`]
  if (text === undefined) throw new Error(`${folder}${path}: no such legal document`)
  return parseLegalDocument(`${folder}${path}`, text, legalFacts(restaurant, language))
}
