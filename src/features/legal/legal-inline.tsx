import { bindReferences, type LegalText } from '@/features/legal/legal-document'

interface LegalInlineProps {
  text: LegalText
}

/** A run of legal text: plain strings with links in between. */
export function LegalInline({ text }: LegalInlineProps) {
  if (typeof text === 'string') return bindReferences(text)
  return text.map((part, index) =>
    typeof part === 'string' ? (
      bindReferences(part)
    ) : (
      <a
        key={index}
        href={part.href}
        hrefLang={part.hrefLang}
        className="text-chili underline underline-offset-4 hover:text-chili-dark"
      >
        {part.text}
      </a>
    ),
  )
}
