import type { PreviewTemplateComponentProps } from 'decap-cms-core'
import type { ReactNode } from 'react'
import type { z } from 'zod'
import { describeIssue } from '@/schemas/describe-issue'
import { type ContentData, type ContentFileName, contentSchemas } from '@/schemas'
import { type Language, languages } from '@/schemas/fields'
import { uiTexts } from '@/i18n'
import { TextContext } from '@/i18n/text-context'

interface ValidatedPreviewProps<Name extends ContentFileName> {
  file: Name
  entry: PreviewTemplateComponentProps['entry']
  children: (data: ContentData[Name]) => ReactNode
}

const languageNames: Record<Language, string> = { de: 'Deutsch', en: 'Englisch (/en/)' }

/**
 * Shows the entry as the site would, in German and below in English, after the same zod schema
 * the build uses has read it; what the build would refuse is listed instead, in the build's words.
 */
export function ValidatedPreview<Name extends ContentFileName>({
  file,
  entry,
  children,
}: ValidatedPreviewProps<Name>) {
  const data = entry.get('data') as { toJS(): unknown } | undefined
  const raw = data?.toJS()
  const parse = (language: Language) =>
    (contentSchemas(language)[file] as unknown as z.ZodType<ContentData[Name]>).safeParse(raw)
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
            {failed.error.issues.map((issue, index) => (
              <li key={index}>{describeIssue(`content/${file}.yaml`, file, issue, raw)}</li>
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
