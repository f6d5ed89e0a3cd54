import type { PreviewTemplateComponentProps } from 'decap-cms-core'
import type { ReactNode } from 'react'
import type { z } from 'zod'
import { describeIssue } from '@/content/describe-issue'
import { type ContentData, type ContentFileName, contentSchemas } from '@/content/schema'

interface ValidatedPreviewProps<Name extends ContentFileName> {
  file: Name
  entry: PreviewTemplateComponentProps['entry']
  children: (data: ContentData[Name]) => ReactNode
}

/**
 * Shows the entry as the site would, after the same zod schema the build uses has read it; what
 * the build would refuse is listed instead, in the build's words.
 */
export function ValidatedPreview<Name extends ContentFileName>({
  file,
  entry,
  children,
}: ValidatedPreviewProps<Name>) {
  const data = entry.get('data') as { toJS(): unknown } | undefined
  const raw = data?.toJS()
  const schema = contentSchemas('de')[file] as unknown as z.ZodType<ContentData[Name]>
  const result = schema.safeParse(raw)
  return (
    <div className="min-h-screen bg-cream p-6 text-ink">
      {result.success ? (
        children(result.data)
      ) : (
        <div role="alert" className="rounded-card border-l-4 border-chili bg-sand p-5">
          <h2 className="font-display text-2xl font-semibold">
            So würde die Website diese Angaben nicht veröffentlichen
          </h2>
          <p className="mt-2">Bitte korrigieren Sie diese Felder:</p>
          <ul className="mt-3 grid gap-2 text-sm">
            {result.error.issues.map((issue, index) => (
              <li key={index}>{describeIssue(`content/${file}.yaml`, file, issue, raw)}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
