// Pure: a bundle that imports this module without formatting a price drops the formatter. Creating
// the first Intl formatter loads the ICU locale data, a 20–60 ms main-thread task on a phone.
const euro = /* @__PURE__ */ new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })

/** 1490 → "14,90 €" */
export function formatEuro(cents: number): string {
  return euro.format(cents / 100)
}
