import type * as De from '@/i18n/de/lunch'

export const lunchText: typeof De.lunchText = {
  heading: 'Lunch menu',
  intro: 'Dishes that change every week, at lunch prices – to eat in or to take away.',
  weekHeading: (days) => `Week of ${days}`,
  servedOn: (days, hours) => `${days} ${hours}`,
  daysHeading: 'Days and hours',
  offersHeading: 'Dishes',
  today: (hours) => `Lunch today: ${hours}`,
  noneToday: {
    restDay: 'No lunch today: closed all day',
    holiday: 'No lunch today: public holiday',
    closure: 'No lunch today: we are closed',
    noMidday: 'No lunch today',
  },
  noneOnDay: {
    restDay: 'No lunch (closed)',
    holiday: 'No lunch (public holiday)',
    closure: 'No lunch (closed)',
    noMidday: 'No lunch',
  },
  noneThisDay: 'No lunch today',
  noWeek: 'There is no lunch menu at the moment. Feel free to call us and ask.',
  teaserHeading: 'Lunch menu this week',
  todayBadge: 'Lunch today',
  teaserLink: 'See the lunch menu',
  /** In the block's line of days, beside the prices (PAngV: the total price, with VAT). */
  pricesIncludeVat: 'Prices incl. VAT',
  /** On the Mittagstisch page, under today's line. */
  pricesNote: 'All prices in euros, VAT included.',
  orderLink: 'Order lunch',
  menuLink: 'See the whole menu',
  callLink: (phone) => `Call us: ${phone}`,
}

export const unavailableText: typeof De.unavailableText = {
  note: (returns) => `Currently unavailable – back on ${returns}`,
}

export const reservationText: typeof De.reservationText = {
  link: 'Reserve a table',
  newTab: '(opens in a new tab)',
  phoneOrOnline: 'Reserve a table by phone or online.',
}
