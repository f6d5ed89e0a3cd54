/** The delivery terms (content/delivery.yaml) on the ordering page and in the flyer. */
export const deliveryText = {
  heading: 'Liefergebiete und Lieferbedingungen',
  /**
   * The delivery table's column headers. Soft hyphens (U+00AD) where the long words may break: the
   * table fits a 320 px phone in every engine, with or without the browser's hyphenation
   * dictionaries (Chromium on Linux has none), and never widens its column past the screen.
   */
  columns: {
    place: 'Ort',
    postalCodes: 'Postleitzahl',
    minimumOrder: 'Mindest\u00adbestell\u00adwert',
    fee: 'Liefer\u00adgebühr',
  },
  noMinimum: 'keiner',
  freeFee: 'kostenlos',
  freeFrom: (amount: string) => `ab ${amount} kostenlos`,
  /** One area's terms in a line of the flyer: „Mindestbestellwert 12,00 €, Liefergebühr 1,50 €“. */
  areaTerms: (minimumOrder: string, fee: string) =>
    `Mindestbestellwert ${minimumOrder}, Liefergebühr ${fee}`,
  pickup: 'Sie können Ihre Bestellung auch bei uns im Restaurant abholen.',
  noPickup: 'Wir liefern nur; abholen können Sie leider nicht.',
  noDelivery: 'keine Lieferung',
  deliveryHoursHeading: 'Lieferzeiten',
  duringOpeningHours: 'Wir liefern während unserer Öffnungszeiten.',
  /** The menu's note on prices, with the lowest delivery fee; the link to the terms follows it. */
  pricesNote: (lowestFee: string) =>
    `Alle Preise in Euro inkl. MwSt., bei Lieferung zzgl. Liefergebühr ab ${lowestFee} – `,
  pricesNoteLink: 'Liefergebiete und Mindestbestellwert',
  /** In print, where the link leads nowhere: the flyer's header lists the areas. */
  pricesNotePrinted: ': siehe oben',
}
