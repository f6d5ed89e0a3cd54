const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })

/** 1490 → "14,90 €" */
export function formatEuro(cents: number): string {
  return euro.format(cents / 100)
}
