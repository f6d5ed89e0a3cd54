import type { ReactNode } from 'react'
import type { z } from 'zod'
import { describeGerman, issueLine } from '@/schemas/german-issues'
import { type ContentData, type ContentFileName, contentSchemas } from '@/schemas'
import { type Language, languages } from '@/schemas/fields'
import { uiTexts } from '@/i18n'
import { TextContext } from '@/i18n/text-context'
import { savedData } from '../entry-data'

/** What the CMS hands a preview: the entry, its data as the owner has typed it. */
export interface PreviewProps {
  entry: { get(key: 'data'): { toJS(): unknown } | undefined }
}

interface ValidatedPreviewProps<Name extends ContentFileName> extends PreviewProps {
  file: Name
  children: (data: ContentData[Name]) => ReactNode
}

const languageNames: Record<Language, string> = { de: 'Deutsch', en: 'Englisch (/en/)' }

/**
 * Shows the entry as the site would, in German and below in English, after the same zod schema
 * the build uses has read it; what the build would refuse is listed instead, in the words the
 * editor says it at each field (german-issues.ts).
 */
export function ValidatedPreview<Name extends ContentFileName>({
  file,
  entry,
  children,
}: ValidatedPreviewProps<Name>) {
  const raw = savedData(file, entry.get('data')?.toJS())
  const schema = (language: Language) =>
    contentSchemas(language)[file] as unknown as z.ZodType<ContentData[Name]>
  const parse = (language: Language) => schema(language).safeParse(raw)
  const results = languages.map((language) => ({ language, result: parse(language) }))
  const failed = results.find(({ result }) => !result.success)?.result
  return (
    <div className="min-h-screen bg-cream p-6 text-ink">
      {failed && !failed.success ? (
        <div role="alert" className="rounded-card border-l-4 border-chili bg-sand p-5">
          <h2 className="font-display text-2xl font-semibold">
            So würde die Website diese Angaben nicht veröffentlichen
          </h2>
          <p className="mt-2">Bitte korrigieren Sie diese Felder:</p>
          <ul className="mt-3 grid gap-2 text-sm">
            {describeGerman(schema('de'), raw, failed.error.issues).map((problem, index) => (
              <li key={index}>{issueLine({ ...problem, where: problem.where.slice(1) })}</li>
            ))}
          </ul>
        </div>
      ) : (
        results.map(({ language, result }) => (
          <section key={language} lang={language} className="mb-10">
            <p className="mb-3 text-sm font-semibold text-muted uppercase" lang="de">
              {languageNames[language]}
            </p>
            <TextContext value={{ language, text: uiTexts[language].islandText }}>
              {result.success && children(result.data)}
            </TextContext>
          </section>
        ))
      )}
    </div>
  )
}
