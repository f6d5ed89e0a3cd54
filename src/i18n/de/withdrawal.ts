/**
 * The withdrawal function (§ 356a BGB) on /widerruf: what a guest can withdraw from, to whom, and
 * the form whose button „Widerruf bestätigen“ declares it. The binding Widerrufsbelehrung is in
 * the AGB; this page links to it.
 */
export const withdrawalText = {
  heading: 'Vertrag widerrufen',
  intro:
    'Hier widerrufen Sie eine Bestellung, soweit Ihnen als Verbraucherin oder Verbraucher ein Widerrufsrecht zusteht.',
  scope: {
    heading: 'Was Sie widerrufen können',
    items: [
      'Verschlossene Getränke in Flaschen, Dosen oder Getränkekartons aus einer Bestellung: binnen 14 Tagen, nachdem Sie sie erhalten haben, solange Sie sie nicht geöffnet haben. Geöffnete Getränke sind aus Gründen des Gesundheitsschutzes und der Hygiene vom Widerruf ausgeschlossen (§ 312g Abs. 2 Nr. 3 BGB).',
      'Nicht widerrufen können Sie Speisen, die wir auf Ihre Bestellung frisch zubereiten, und andere Waren, die schnell verderben (§ 312g Abs. 2 Nr. 2 BGB).',
      'Nach Ihrem Widerruf geben Sie die Getränke binnen 14 Tagen bei uns ab oder senden sie uns zurück. Wir zahlen Ihnen den Preis der Getränke und die Lieferkosten zurück (außer den Mehrkosten, wenn Sie eine teurere als unsere günstigste Standardlieferung gewählt haben), spätestens 14 Tage nach Eingang Ihres Widerrufs, aber nicht, bevor wir die Getränke zurückhaben oder Sie die Rücksendung nachweisen. Die Kosten der Rücksendung tragen Sie.',
    ],
    /** Before the link to the Widerrufsbelehrung in the AGB. */
    fullText: 'Alle Einzelheiten stehen in unserer ',
    fullTextLink: 'Widerrufsbelehrung',
    fullTextAfter: '.',
  },
  recipient: {
    heading: 'An wen der Widerruf geht',
    otherWays:
      'Sie können den Widerruf auch per Brief, E-Mail oder telefonisch erklären; eine Begründung brauchen Sie nicht.',
  },
  /** Where the ordering service offers its own withdrawal function (`withdrawalFunctionUrl`). */
  orderingService: {
    before: 'Bestellungen über unseren Bestellservice widerrufen Sie am schnellsten mit seiner ',
    link: 'Widerrufsfunktion',
    after: '.',
  },
  form: {
    heading: 'Widerruf erklären',
    /** Sent with the form: what the guest declares by confirming. */
    declaration:
      'Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über den Kauf der verschlossenen Getränke der unten bezeichneten Bestellung (aller oder, wenn unten genannt, nur dieser).',
    name: 'Ihr Name',
    email: 'Ihre E-Mail-Adresse',
    emailHint: 'An diese Adresse geht sofort die Bestätigung Ihres Widerrufs.',
    orderNumber: 'Bestellnummer (falls vorhanden)',
    orderNumberHint: 'Sie steht in der Bestellbestätigung des Bestellservice.',
    orderDate: 'Bestellt am (falls keine Bestellnummer)',
    orderDateHint: 'Mit Bestellnummer brauchen wir das Datum nicht.',
    items: 'Nur einzelne Getränke widerrufen? (freiwillig)',
    itemsHint:
      'Zum Beispiel „2 Flaschen Cola 1 l, ungeöffnet“. Leer gelassen, gilt der Widerruf für alle verschlossenen Getränke der Bestellung.',
    submit: 'Widerruf bestätigen',
    receipt:
      'Mit „Widerruf bestätigen“ ist Ihr Widerruf erklärt. Sie erhalten sofort per E-Mail eine Eingangsbestätigung mit seinem Inhalt, Datum und Uhrzeit.',
    privacyBefore: 'Ihre Angaben verwenden wir nur, um Ihren Widerruf zu bearbeiten; mehr in der ',
    privacyLink: 'Datenschutzerklärung',
    privacyAfter: '.',
  },
}
