/**
 * The runs of a German or English text that must not break across lines (issue 52): a quantity
 * with its unit („0,70 l“, „12,5 % vol“, „alc. 4,9 % vol“, „14,90 €“), a date with its month
 * („30. November“, „Donnerstag, 3.12.“), a time or a span of times with „Uhr“
 * („11:00–14:00 Uhr“), an address of the web (`namaste-otterbach.example/bestellen`). A spaced dash
 * after such a run stays with it: a line never begins with „–“ („30. November –“ / „6. Dezember“).
 * A legal reference („§ 312g Abs. 2 Nr. 2 BGB“) is kept by no-break spaces: bindLegalReferences().
 */
const months =
  'Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|January|February|March|June|July|October|December'
const weekdays =
  'Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday'
const number = String.raw`\d+(?:[.,]\d+)*`
const time = String.raw`\d{1,2}:\d{2}`
const keptRuns = new RegExp(
  String.raw`(?:${[
    String.raw`(?:alc\.\s)?${number}\s?%\s?vol`,
    String.raw`${time}(?:\s?[–-]\s?${time})?(?:\sUhr)?`,
    String.raw`(?:${weekdays}),\s\d{1,2}\.\d{1,2}\.(?:\d{2,4})?`,
    String.raw`(?:\d{1,2}\.[–-])?\d{1,2}\.\s(?:${months})`,
    String.raw`(?:${months})\s\d{1,2}`,
    String.raw`€\s?${number}|${number}\s?(?:€|l|ml|cl|g|kg|%|cm|km)(?![\p{L}\d])`,
    String.raw`(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)*\.(?:de|com|org|net|example)(?:\/[\w\-./]*)?`,
  ].join('|')})(?:\s–(?=\s|$))?`,
  'gu',
)

/** A text in parts, `keep` where a part must stay on one line. */
export interface TextRun {
  text: string
  keep: boolean
}

/** Splits `text` into the runs that must stay on one line and the rest between them. */
export function noBreakRuns(text: string): TextRun[] {
  const runs: TextRun[] = []
  let at = 0
  for (const match of text.matchAll(keptRuns)) {
    if (match.index > at) runs.push({ text: text.slice(at, match.index), keep: false })
    runs.push({ text: match[0], keep: true })
    at = match.index + match[0].length
  }
  if (at < text.length) runs.push({ text: text.slice(at), keep: false })
  return runs
}

const referenceStart = /(§§?|Art\.|Abs\.|Nr\.|lit\.) /g
const referenceContinuation = /\b(\d+[a-z]?|[a-z]) (?=Abs\.|Nr\.|lit\.|[A-ZÄÖÜ][a-zäöü]*[A-ZÄÖÜ])/g

/** A legal reference's parts joined by no-break spaces: '§ 312g Abs. 2 Nr. 2 BGB' stays one. */
export function bindLegalReferences(text: string): string {
  return text.replace(referenceStart, '$1\u00a0').replace(referenceContinuation, '$1\u00a0')
}
