import type { OwnerText } from '@/schemas/fields'

/**
 * A text the owner wrote, where it shares its element with other content (a dish's name beside its
 * volume, a closure notice under its label): wrapped in a span marked with its language where that
 * is not the page's — the German text on an English page whose English the owner left out (ADR
 * 027) — and as it is everywhere else. A text with an element of its own marks that element
 * instead (`<p lang={text.lang}>`), and an image its `<img>` for the alt text.
 */
export function LangText({ text }: { text: OwnerText }) {
  return text.lang ? <span lang={text.lang}>{text.text}</span> : text.text
}
