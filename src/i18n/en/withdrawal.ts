import type { withdrawalText as de } from '@/i18n/de/withdrawal'

/** The withdrawal function on /en/withdrawal; the binding Widerrufsbelehrung is in the German AGB. */
export const withdrawalText: typeof de = {
  heading: 'Withdraw from a contract',
  intro:
    'Here you can withdraw from an order, as far as you have a right of withdrawal as a consumer.',
  scope: {
    heading: 'What you can withdraw from',
    items: [
      'Sealed drinks in bottles, cans or cartons from an order: within 14 days of receiving them, as long as you have not opened them. Opened drinks cannot be withdrawn from, for reasons of health protection and hygiene (section 312g (2) no. 3 of the German Civil Code).',
      'You cannot withdraw from food we prepare fresh for your order, or from other goods that spoil quickly (section 312g (2) no. 2 of the German Civil Code).',
      'After your withdrawal, bring the drinks back to us or send them to us within 14 days. We refund the price of the drinks and the delivery costs (except the extra cost if you chose a more expensive delivery than our least expensive standard delivery) within 14 days of receiving your withdrawal, but not before we have the drinks back or you have shown that you sent them. You bear the cost of sending them back.',
    ],
    fullText: 'All details are in our ',
    fullTextLink: 'withdrawal policy (in German)',
    fullTextAfter: ', which is the binding text.',
  },
  recipient: {
    heading: 'Who receives your withdrawal',
    otherWays:
      'You can also declare your withdrawal by letter, e-mail or phone; you do not need to give a reason.',
  },
  orderingService: {
    before: 'For orders placed through our ordering service, the quickest way is its ',
    link: 'withdrawal function',
    after: '.',
  },
  form: {
    heading: 'Declare your withdrawal',
    declaration:
      'I hereby withdraw from the contract I concluded for the purchase of the sealed drinks of the order identified below (all of them, or only those named below).',
    name: 'Your name',
    email: 'Your e-mail address',
    emailHint: 'The confirmation of your withdrawal is sent to this address at once.',
    orderNumber: 'Order number (if you have one)',
    orderNumberHint: 'It is in the ordering service’s order confirmation.',
    orderDate: 'Ordered on (if you have no order number)',
    orderDateHint: 'With an order number, we don’t need the date.',
    items: 'Only some of the drinks? (optional)',
    itemsHint:
      'For example “2 bottles of cola, 1 l, unopened”. Left empty, your withdrawal covers all sealed drinks of the order.',
    submit: 'Confirm withdrawal',
    receipt:
      'Pressing “Confirm withdrawal” declares your withdrawal. You receive a confirmation of its content, date and time by e-mail at once.',
    privacyBefore: 'We use your details only to process your withdrawal; see our ',
    privacyLink: 'privacy policy',
    privacyAfter: '.',
  },
}
