/*
 * The Mittagstisch's texts (content/lunch.yaml): its page, its block in the home page's
 * specialties, its section of the menu; and the note beside a dish that is off for a few days.
 */

/** Why there is no Mittagstisch on a day: the kind of day (src/features/lunch/lunch-days.ts). */
type NoLunchReason = 'restDay' | 'holiday' | 'closure' | 'noMidday'

export const lunchText = {
  heading: 'Mittagstisch',
  intro: 'Jede Woche wechselnde Gerichte zum Mittagspreis – zum Essen bei uns oder zum Mitnehmen.',
  /** A week's heading: "Woche vom 23.–29. November". */
  weekHeading: (days: string) => `Woche vom ${days}`,
  /** When a week's Mittagstisch is served: "Mo, Di, Do und Fr 11:00–14:00 Uhr". */
  servedOn: (days: string, hours: string) => `${days} ${hours}`,
  daysHeading: 'Tage und Zeiten',
  offersHeading: 'Gerichte',
  /** Today's line on a lunch day: "Heute Mittag: 11:00–14:00 Uhr". */
  today: (hours: string) => `Heute Mittag: ${hours}`,
  /** Today's line on a day without. */
  noneToday: {
    restDay: 'Heute kein Mittagstisch: Ruhetag',
    holiday: 'Heute kein Mittagstisch: Feiertag',
    closure: 'Heute kein Mittagstisch: Wir haben geschlossen',
    noMidday: 'Heute kein Mittagstisch',
  } satisfies Record<NoLunchReason, string>,
  /** A day of the week without, in its row. */
  noneOnDay: {
    restDay: 'Kein Mittagstisch (Ruhetag)',
    holiday: 'Kein Mittagstisch (Feiertag)',
    closure: 'Kein Mittagstisch (geschlossen)',
    noMidday: 'Kein Mittagstisch',
  } satisfies Record<NoLunchReason, string>,
  /** Outside every week the owner entered. */
  noneThisDay: 'Heute kein Mittagstisch',
  noWeek: 'Zurzeit ist kein Mittagstisch eingetragen. Fragen Sie gern telefonisch nach.',
  /** The block in the home page's specialties. */
  teaserHeading: 'Mittagstisch diese Woche',
  todayBadge: 'Heute Mittag',
  teaserLink: 'Zum Mittagstisch',
  /** In the block's line of days, beside the prices (PAngV: the total price, with VAT). */
  pricesIncludeVat: 'Preise inkl. MwSt.',
  /** On the Mittagstisch page, under today's line. */
  pricesNote: 'Alle Preise in Euro inkl. MwSt.',
  /** The page's first action: ordering (the Mittagstisch is also delivered and picked up). */
  orderLink: 'Mittagstisch bestellen',
  menuLink: 'Zur ganzen Speisekarte',
  callLink: (phone: string) => `Anrufen: ${phone}`,
}

/** Beside a dish that is off (`unavailableUntil`): when it returns, as a long date. */
export const unavailableText = {
  note: (returns: string) => `Zurzeit nicht erhältlich – wieder ab ${returns}`,
}

/** Reserving through the owner's reservation service (content/restaurant.yaml). */
export const reservationText = {
  link: 'Tisch reservieren',
  /** Read after the link: it opens the service in a new tab. */
  newTab: '(öffnet in neuem Tab)',
  phoneOrOnline: 'Tische reservieren Sie telefonisch oder online.',
}
