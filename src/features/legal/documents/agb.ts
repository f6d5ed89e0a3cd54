import { pageMeta } from '@/i18n/de/pages'
import type { Restaurant } from '@/content/schema'
import { postalAddressLine } from '@/lib/postal-address'
import { href } from '@/lib/routes'
import { legalAnchors } from '@/lib/legal-anchors'
import {
  emailLink,
  type LegalDocument,
  numberSections,
  phoneLink,
} from '@/features/legal/legal-document'

/** Allgemeine Geschäftsbedingungen: 17 numbered sections in the order the spec gives. */
export function agb(restaurant: Restaurant): LegalDocument {
  const { address } = restaurant
  // Who the withdrawal is declared to and the goods go back to, as the statutory model asks.
  const provider = `${restaurant.legalName}, Inhaber ${restaurant.owner}`
  const postalAddress = postalAddressLine(address)
  const privacyLink = {
    text: pageMeta.datenschutz.heading,
    href: href('datenschutz-page', 'de'),
  }
  return {
    updated: '22.08.2025',
    tableOfContents: true,
    sections: numberSections([
      {
        id: 'einleitung',
        heading: 'Einleitung',
        blocks: [
          {
            paragraph: `Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Bestellungen von Speisen und Getränken, die Sie über diese Website und den darin eingebundenen Online-Bestellservice bei ${restaurant.legalName} aufgeben, sowie für die Nutzung dieser Website.`,
          },
          {
            paragraph:
              'Verbraucher ist jede natürliche Person, die ein Rechtsgeschäft zu Zwecken abschließt, die überwiegend weder ihrer gewerblichen noch ihrer selbstständigen beruflichen Tätigkeit zugerechnet werden können (§ 13 BGB). Abweichende Bedingungen von Kundinnen und Kunden gelten nur, wenn wir ihnen ausdrücklich zustimmen.',
          },
        ],
      },
      {
        id: 'vertragsparteien',
        heading: 'Vertragsparteien',
        blocks: [
          {
            paragraph: `Der Vertrag über Ihre Bestellung kommt zustande zwischen Ihnen und ${restaurant.legalName}, Inhaber ${restaurant.owner}, ${postalAddress} (im Folgenden „wir“).`,
          },
          {
            paragraph: [
              'Sie erreichen uns telefonisch unter ',
              phoneLink(restaurant),
              ' und per E-Mail an ',
              emailLink(restaurant),
              '.',
            ],
          },
          {
            paragraph:
              'Der eingebundene Online-Bestellservice dient der technischen Abwicklung Ihrer Bestellung. Vertragspartner für die bestellten Speisen und Getränke sind allein wir.',
          },
        ],
      },
      {
        id: 'geschaeftsfaehigkeit',
        heading: 'Geschäftsfähigkeit',
        blocks: [
          {
            paragraph:
              'Bestellungen können unbeschränkt geschäftsfähige Personen aufgeben, in der Regel also Volljährige. Minderjährige benötigen die Einwilligung ihrer gesetzlichen Vertreter, soweit sie die Bestellung nicht mit Mitteln bezahlen, die ihnen zu diesem Zweck oder zur freien Verfügung überlassen wurden (§§ 107, 110 BGB).',
          },
          {
            paragraph:
              'Alkoholische Getränke verkaufen und liefern wir nur an Personen, die das gesetzliche Mindestalter erreicht haben (§ 9 Jugendschutzgesetz: Bier und Wein ab 16 Jahren, Spirituosen und spirituosenhaltige Getränke ab 18 Jahren). Bei der Übergabe können wir einen amtlichen Lichtbildausweis verlangen und die Herausgabe alkoholischer Getränke verweigern, wenn das Alter nicht nachgewiesen wird.',
          },
        ],
      },
      {
        id: 'aenderungen',
        heading: 'Änderungen',
        blocks: [
          {
            paragraph:
              'Wir können diese AGB mit Wirkung für die Zukunft ändern. Für jede Bestellung gilt die Fassung, die zum Zeitpunkt der Bestellung auf dieser Website abrufbar ist.',
          },
          {
            paragraph:
              'Speisekarte, Preise und Öffnungszeiten können wir jederzeit ändern. Für eine Bestellung gelten die Preise, die bei ihrem Absenden im Bestellservice angezeigt werden.',
          },
        ],
      },
      {
        id: 'uebermittelte-informationen',
        heading: 'Übermittelte Informationen',
        blocks: [
          {
            paragraph:
              'Bitte machen Sie bei der Bestellung vollständige und zutreffende Angaben, insbesondere zu Name, Lieferadresse, Telefonnummer und E-Mail-Adresse. Wir benötigen diese Angaben, um Ihre Bestellung auszuführen und Sie bei Rückfragen zu erreichen.',
          },
          {
            paragraph:
              'Entstehen uns Kosten, weil Sie schuldhaft falsche oder unvollständige Angaben gemacht haben – etwa durch eine vergebliche Anfahrt –, können wir deren Ersatz verlangen.',
          },
          {
            paragraph: [
              'Wie wir Ihre personenbezogenen Daten verarbeiten, erläutert unsere ',
              privacyLink,
              '.',
            ],
          },
        ],
      },
      {
        id: 'gerichtsstand',
        heading: 'Gerichtsstand',
        blocks: [
          {
            paragraph: `Sind Sie Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist ausschließlicher Gerichtsstand für alle Streitigkeiten aus Verträgen mit uns unser Geschäftssitz in ${address.locality}. Für Verbraucherinnen und Verbraucher gelten die gesetzlichen Gerichtsstände.`,
          },
        ],
      },
      {
        id: 'verhaltensregeln',
        heading: 'Verhaltensregeln',
        blocks: [
          {
            paragraph:
              'Bei der Nutzung dieser Website und des Bestellservice ist es nicht gestattet,',
          },
          {
            list: [
              'Bestellungen aufzugeben, die Sie nicht abnehmen wollen (Scheinbestellungen), oder unter fremdem Namen zu bestellen,',
              'die Website oder den Bestellservice durch automatisierte Abrufe, Angriffe oder Schadsoftware zu stören,',
              'Inhalte dieser Website in einer Weise zu nutzen, die gegen geltendes Recht oder Rechte Dritter verstößt.',
            ],
          },
          {
            paragraph:
              'Begegnen Sie unseren Mitarbeiterinnen, Mitarbeitern und Fahrern bitte respektvoll, am Telefon ebenso wie bei der Übergabe.',
          },
        ],
      },
      {
        id: 'produkte',
        heading: 'Produkte',
        blocks: [
          {
            paragraph:
              'Die Darstellung der Speisen und Getränke auf dieser Website ist kein verbindliches Angebot, sondern eine Einladung zur Bestellung. Abbildungen sind Illustrationen und können vom tatsächlichen Gericht abweichen.',
          },
          {
            paragraph:
              'Alle Preise sind Endpreise in Euro einschließlich der gesetzlichen Umsatzsteuer. Liefergebühren, Mindestbestellwert und gegebenenfalls Pfand zeigt der Bestellservice vor dem Absenden der Bestellung an.',
          },
          {
            paragraph:
              'Größenangaben von Pizzen beziehen sich auf den Teig; nach dem Backen kann eine Pizza etwas kleiner ausfallen. Getränke liefern wir in den angegebenen Füllmengen.',
          },
          {
            paragraph:
              'Angaben zu Allergenen und Zusatzstoffen finden Sie in der Speisekarte; auf Nachfrage geben wir gern Auskunft. Da in unserer Küche viele Zutaten verarbeitet werden, können Spuren weiterer Allergene nicht ausgeschlossen werden.',
          },
        ],
      },
      {
        id: 'transaktionen-und-lieferungen',
        heading: 'Transaktionen und Lieferungen',
        blocks: [
          {
            paragraph:
              'Mit dem Absenden Ihrer Bestellung im Bestellservice geben Sie ein verbindliches Angebot ab. Der Vertrag kommt zustande, wenn wir die Bestellung annehmen, ausdrücklich durch eine Bestellbestätigung oder stillschweigend durch Zubereitung und Auslieferung beziehungsweise Bereitstellung zur Abholung. Bezahlt wird mit den Zahlungsarten, die der Bestellservice anbietet.',
          },
          {
            list: [
              'Bei Verträgen über Speisen, die wir auf Ihre Bestellung frisch zubereiten, und über andere Waren, die schnell verderben können, besteht kein gesetzliches Widerrufsrecht (§ 312g Abs. 2 Nr. 2 BGB). Bestellungen solcher Waren können deshalb nicht storniert werden, sobald wir mit der Zubereitung begonnen haben; das geschieht in der Regel unmittelbar nach Eingang der Bestellung.',
              'Verschlossene Getränke in Flaschen oder Dosen verderben nicht schnell; für sie gilt dieser Ausschluss nicht. Sind Sie Verbraucherin oder Verbraucher, können Sie Ihre Vertragserklärung über solche Getränke nach der folgenden Widerrufsbelehrung widerrufen, solange Sie die Getränke nicht geöffnet haben. Für die frisch zubereiteten Speisen und anderen schnell verderblichen Waren derselben Bestellung bleibt es beim Ausschluss des Widerrufsrechts.',
              'Wir können die Menge eines Produkts je Bestellung begrenzen oder ein Produkt nicht mehr anbieten, etwa wenn eine Zutat ausgegangen ist. Ist ein bestelltes Produkt nicht verfügbar, informieren wir Sie umgehend und erstatten bereits gezahlte Beträge dafür unverzüglich.',
              'Wir liefern nur an eine vollständige Lieferadresse (Name, Straße, Hausnummer, Postleitzahl und Ort) innerhalb unseres Liefergebiets. Liefergebiet und Lieferbeschränkungen zeigt der Bestellservice vor dem Absenden der Bestellung an.',
              'Angegebene Lieferzeiten sind voraussichtliche Zeiten. Bei hohem Bestellaufkommen oder schwierigen Verkehrs- und Witterungsverhältnissen kann sich die Lieferung verzögern.',
            ],
          },
        ],
        subsections: [
          {
            id: legalAnchors.withdrawal,
            heading: 'Widerrufsbelehrung',
            blocks: [
              {
                paragraph:
                  'Die folgende Widerrufsbelehrung gilt für Verbraucherinnen und Verbraucher, soweit ihre Bestellung verschlossene Getränke umfasst, die nicht schnell verderben.',
              },
              {
                // § 312g Abs. 2 Nr. 3 BGB; Art. 246a § 1 Abs. 3 Nr. 2 EGBGB asks to say when a right
                // that exists at first is lost. Outside the statutory model text, which stays unchanged.
                paragraph:
                  'Ihr Widerrufsrecht für ein solches Getränk verlieren Sie, wenn Sie nach der Lieferung seine Versiegelung entfernen, die Flasche oder Dose also öffnen: Geöffnete Getränke sind aus Gründen des Gesundheitsschutzes und der Hygiene nicht zur Rückgabe geeignet (§ 312g Abs. 2 Nr. 3 BGB). Für ungeöffnete Getränke bleibt Ihr Widerrufsrecht nach dieser Belehrung bestehen.',
              },
            ],
          },
          {
            heading: 'Widerrufsrecht',
            blocks: [
              {
                paragraph:
                  'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
              },
              {
                paragraph:
                  'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat.',
              },
              {
                paragraph: [
                  `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${provider}, ${postalAddress}, Telefon: `,
                  phoneLink(restaurant),
                  ', E-Mail: ',
                  emailLink(restaurant),
                  ') mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.',
                ],
              },
              {
                paragraph:
                  'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
              },
            ],
          },
          {
            heading: 'Folgen des Widerrufs',
            blocks: [
              {
                paragraph:
                  'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.',
              },
              {
                paragraph:
                  'Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.',
              },
              {
                paragraph: `Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns über den Widerruf dieses Vertrags unterrichten, an uns (${provider}, ${postalAddress}) zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn Sie die Waren vor Ablauf der Frist von vierzehn Tagen absenden.`,
              },
              { paragraph: 'Sie tragen die unmittelbaren Kosten der Rücksendung der Waren.' },
              {
                paragraph:
                  'Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.',
              },
              { paragraph: 'Ende der Widerrufsbelehrung' },
            ],
          },
          {
            heading: 'Muster-Widerrufsformular',
            blocks: [
              {
                lines: [
                  '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
                  `– An ${provider}, ${postalAddress}, E-Mail: ${restaurant.email}:`,
                  '– Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)',
                  '– Bestellt am (*)/erhalten am (*)',
                  '– Name des/der Verbraucher(s)',
                  '– Anschrift des/der Verbraucher(s)',
                  '– Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
                  '– Datum',
                  '(*) Unzutreffendes streichen.',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'registrierung',
        heading: 'Registrierung',
        blocks: [
          {
            paragraph:
              'Auf dieser Website gibt es keine Kundenkonten; für eine Bestellung müssen Sie sich nicht registrieren. Bietet der Bestellservice ein eigenes Kundenkonto an, gelten dafür ergänzend dessen Nutzungsbedingungen. Ihre Zugangsdaten dürfen Sie nicht an Dritte weitergeben.',
          },
        ],
      },
      {
        id: 'haftungsausschluss',
        heading: 'Haftungsausschluss',
        blocks: [
          {
            paragraph:
              'Die Informationen auf dieser Website, etwa zu Speisekarte und Öffnungszeiten, stellen wir mit Sorgfalt zusammen. Maßgeblich für Preise und Verfügbarkeit ist jedoch die Anzeige im Bestellservice zum Zeitpunkt Ihrer Bestellung. Eine ununterbrochene Verfügbarkeit der Website und des Bestellservice können wir nicht gewährleisten.',
          },
          {
            paragraph:
              'Ihre gesetzlichen Rechte bei Mängeln der gelieferten Speisen und Getränke bleiben unberührt.',
          },
        ],
      },
      {
        id: 'haftungsbeschraenkung',
        heading: 'Haftungsbeschränkung',
        blocks: [
          {
            paragraph:
              'Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit sowie nach dem Produkthaftungsgesetz.',
          },
          {
            paragraph:
              'Bei leicht fahrlässiger Verletzung einer wesentlichen Vertragspflicht – einer Pflicht, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen – ist unsere Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.',
          },
          {
            paragraph:
              'Diese Beschränkungen gelten auch zugunsten unserer Mitarbeiterinnen, Mitarbeiter und Erfüllungsgehilfen.',
          },
        ],
      },
      {
        id: 'freistellung',
        heading: 'Freistellung',
        blocks: [
          {
            paragraph:
              'Verletzen Sie schuldhaft Rechte Dritter – etwa durch Angaben, die Sie uns bei einer Bestellung übermitteln, oder durch eine missbräuchliche Nutzung dieser Website –, stellen Sie uns von den Ansprüchen frei, die Dritte deswegen gegen uns geltend machen, einschließlich der angemessenen Kosten der Rechtsverteidigung. Das gilt nicht, soweit Sie die Rechtsverletzung nicht zu vertreten haben.',
          },
        ],
      },
      {
        id: 'kuendigung',
        heading: 'Kündigung',
        blocks: [
          {
            paragraph:
              'Jede Bestellung ist ein in sich abgeschlossener Vertrag; ein Dauerschuldverhältnis entsteht nicht. Aus wichtigem Grund, insbesondere bei Scheinbestellungen, wiederholt nicht angenommenen Lieferungen oder Verstößen gegen die Verhaltensregeln dieser AGB, können wir künftige Bestellungen ablehnen und die weitere Nutzung des Bestellservice untersagen.',
          },
          {
            paragraph:
              'Ihre gesetzlichen Rechte, sich von einem Vertrag zu lösen, etwa durch Rücktritt, wenn wir nicht liefern, bleiben unberührt.',
          },
        ],
      },
      {
        id: 'anwendbares-recht',
        heading: 'Anwendbares Recht (Deutschland)',
        blocks: [
          {
            paragraph:
              'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts (CISG). Haben Sie als Verbraucherin oder Verbraucher Ihren gewöhnlichen Aufenthalt in einem anderen Staat, bleibt Ihnen der Schutz durch die zwingenden Bestimmungen des Rechts dieses Staates erhalten (Art. 6 Abs. 2 Rom-I-Verordnung).',
          },
        ],
      },
      {
        id: 'beschwerden',
        heading: 'Beschwerden',
        blocks: [
          {
            paragraph: [
              'Wenden Sie sich mit Beschwerden bitte direkt an uns: telefonisch unter ',
              phoneLink(restaurant),
              ', per E-Mail an ',
              emailLink(restaurant),
              ' oder persönlich im Restaurant. Beanstandungen einer Lieferung, etwa fehlende oder falsche Speisen, teilen Sie uns bitte möglichst sofort mit, damit wir schnell Abhilfe schaffen können. Ihre gesetzlichen Rechte bleiben davon unberührt.',
            ],
          },
          {
            paragraph:
              'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG).',
          },
        ],
      },
      {
        id: 'sonstiges',
        heading: 'Sonstiges',
        blocks: [
          {
            paragraph:
              'Die Vertragssprache ist Deutsch. Die Einzelheiten Ihrer Bestellung erhalten Sie mit der Bestellbestätigung des Bestellservice; diese AGB können Sie jederzeit auf dieser Seite abrufen, speichern und ausdrucken.',
          },
          {
            paragraph:
              'Sollten einzelne Bestimmungen dieser AGB unwirksam sein oder werden, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt. An die Stelle der unwirksamen Bestimmung tritt die gesetzliche Regelung (§ 306 Abs. 2 BGB).',
          },
        ],
      },
    ]),
  }
}
