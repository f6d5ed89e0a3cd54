import type { Restaurant } from '@/content/schema'
import { legalAnchors } from '@/lib/legal-anchors'
import {
  contactLines,
  emailLink,
  type LegalBlock,
  type LegalDocument,
  providerLines,
  urlLink,
} from '@/features/legal/legal-document'

const openStreetMapPrivacyUrl = 'https://osmfoundation.org/wiki/Privacy_Policy'
const controllerLink = { text: 'Verantwortliche Stelle', href: '#verantwortliche-stelle' }
const rightsLink = { text: 'Ihre Rechte', href: '#rechte' }
const orderDataLink = { text: 'Bestelldaten', href: '#bestelldaten' }

/**
 * In which role the ordering service processes the order data, with the one link to its privacy
 * policy: on our behalf (Art. 28 DSGVO) or as a controller of its own (Art. 4 Nr. 7 DSGVO).
 */
function orderingServiceRoleBlocks(
  role: Restaurant['orderingServiceRole'],
  orderingPrivacyUrl: string,
): LegalBlock[] {
  const privacyPolicy = urlLink(orderingPrivacyUrl)
  if (role === 'processor') {
    return [
      {
        paragraph:
          'Der Anbieter des Bestellservice verarbeitet Ihre Bestelldaten und die beim Aufruf übermittelten Daten in unserem Auftrag und leitet Ihre Bestellung an uns weiter. Mit ihm haben wir einen Vertrag über die Auftragsverarbeitung (Auftragsverarbeitungsvertrag) nach Art. 28 DSGVO geschlossen, der ihn verpflichtet, die Daten ausschließlich nach unseren Weisungen und nur zur Abwicklung Ihrer Bestellungen zu verarbeiten. Verantwortlich für die Verarbeitung bleiben wir.',
      },
      {
        paragraph: [
          'Weitere Hinweise zur Verarbeitung beim Bestellservice finden Sie in dessen Datenschutzerklärung: ',
          privacyPolicy,
        ],
      },
    ]
  }
  return [
    {
      paragraph: [
        'Der Anbieter des Bestellservice verarbeitet Ihre Bestelldaten und die beim Aufruf übermittelten Daten als eigener Verantwortlicher (Art. 4 Nr. 7 DSGVO) nach seiner eigenen Datenschutzerklärung: ',
        privacyPolicy,
        '. Dort erfahren Sie, zu welchen Zwecken und auf welcher Rechtsgrundlage er Ihre Daten verarbeitet, wie lange er sie speichert und wie Sie ihm gegenüber Ihre Rechte ausüben.',
      ],
    },
    {
      paragraph: [
        'Wir erhalten vom Bestellservice die Bestelldaten, die wir benötigen, um Ihre Bestellung auszuführen. Für deren Verarbeitung bei uns sind wir verantwortlich; Einzelheiten finden Sie im Abschnitt „',
        orderDataLink,
        '“.',
      ],
    },
  ]
}

/** Datenschutzerklärung: what this site and an order process, and the visitor's rights. */
export function datenschutz(restaurant: Restaurant): LegalDocument {
  const { orderingServiceRole, dataProtectionAuthority } = restaurant
  const orderingHost = new URL(restaurant.orderingUrl).host
  const hosting = restaurant.hostingProvider
  return {
    updated: '22.08.2025',
    tableOfContents: true,
    sections: [
      {
        id: 'ueberblick',
        heading: 'Datenschutz auf einen Blick',
        blocks: [
          {
            paragraph:
              'Die folgenden Hinweise geben einen Überblick darüber, was mit Ihren personenbezogenen Daten geschieht, wenn Sie diese Website besuchen oder bei uns bestellen. Personenbezogene Daten sind alle Daten, mit denen Sie persönlich identifiziert werden können (Art. 4 Nr. 1 DSGVO). Ausführliche Informationen finden Sie in den weiteren Abschnitten dieser Datenschutzerklärung.',
          },
          {
            list: [
              'Diese Website setzt keine Cookies und verwendet keine Analyse- oder Trackingdienste. Auf Ihrem Endgerät legt Ihr Browser nur ab, was für die Anzeige technisch erforderlich ist, etwa zwischengespeicherte Seiten und Bilder und, wenn Sie die Karte laden, diese Wahl für den geöffneten Tab (§ 25 Abs. 2 Nr. 2 TDDDG).',
              'Es gibt kein Kontaktformular; Sie erreichen uns per E-Mail oder Telefon.',
              'Die Schriftarten liegen auf unserem eigenen Server; Schriftarten-Dienste wie Google Fonts werden nicht abgerufen.',
              'Der Online-Bestellservice wird erst geladen, wenn Sie die Online-Bestellung öffnen; die Karte von OpenStreetMap erst, wenn Sie auf „Karte laden“ klicken.',
              'Eine automatisierte Entscheidungsfindung einschließlich Profiling (Art. 22 DSGVO) findet nicht statt.',
            ],
          },
        ],
      },
      {
        id: 'datenerfassung',
        heading: 'Datenerfassung auf dieser Website',
        blocks: [],
        subsections: [
          {
            heading: 'Wer ist verantwortlich für die Datenerfassung auf dieser Website?',
            blocks: [
              {
                paragraph: [
                  'Die Datenverarbeitung auf dieser Website erfolgt durch den Websitebetreiber. Dessen Kontaktdaten finden Sie im Abschnitt „',
                  controllerLink,
                  '“.',
                ],
              },
            ],
          },
          {
            heading: 'Wie erfassen wir Ihre Daten?',
            blocks: [
              {
                paragraph:
                  'Einen Teil der Daten teilen Sie uns selbst mit, etwa wenn Sie uns eine E-Mail schreiben, anrufen oder eine Bestellung aufgeben. Andere Daten erfasst der Server unseres Hosting-Anbieters beim Besuch der Website automatisch; das sind vor allem technische Daten wie Browser, Betriebssystem und Uhrzeit des Seitenaufrufs.',
              },
            ],
          },
          {
            heading: 'Wofür nutzen wir Ihre Daten?',
            blocks: [
              {
                paragraph:
                  'Die technischen Daten benötigen wir, um die Website fehlerfrei und sicher bereitzustellen. Die Daten, die Sie uns mitteilen, verwenden wir, um Ihre Anfragen zu beantworten und Ihre Bestellungen auszuführen. Ihr Nutzungsverhalten werten wir nicht aus.',
              },
            ],
          },
          {
            heading: 'Welche Rechte haben Sie bezüglich Ihrer Daten?',
            blocks: [
              {
                paragraph: [
                  'Sie haben jederzeit das Recht, unentgeltlich Auskunft über Herkunft, Empfänger und Zweck Ihrer gespeicherten personenbezogenen Daten zu erhalten, deren Berichtigung oder Löschung zu verlangen und sich bei einer Aufsichtsbehörde zu beschweren. Einzelheiten finden Sie im Abschnitt „',
                  rightsLink,
                  '“.',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'verantwortliche-stelle',
        heading: 'Verantwortliche Stelle',
        blocks: [
          {
            paragraph:
              'Verantwortlich für die Datenverarbeitung auf dieser Website im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:',
          },
          { lines: providerLines(restaurant) },
          { lines: contactLines(restaurant) },
          {
            paragraph:
              'Verantwortliche Stelle ist die natürliche oder juristische Person, die allein oder gemeinsam mit anderen über die Zwecke und Mittel der Verarbeitung personenbezogener Daten entscheidet (Art. 4 Nr. 7 DSGVO).',
          },
        ],
      },
      {
        id: 'hosting',
        heading: 'Hosting und Server-Logfiles',
        blocks: [
          {
            paragraph:
              'Diese Website besteht aus statischen Seiten, die ein externer Hosting-Anbieter in unserem Auftrag auf seinen Servern bereitstellt. Hosting-Anbieter ist:',
          },
          { lines: [hosting.name, hosting.address, [urlLink(hosting.url)]] },
          {
            paragraph:
              'Mit dem Hosting-Anbieter haben wir einen Vertrag über die Auftragsverarbeitung (Auftragsverarbeitungsvertrag) nach Art. 28 DSGVO geschlossen. Der Vertrag verpflichtet ihn, die Daten der Besucherinnen und Besucher unserer Website ausschließlich nach unseren Weisungen und nur für die Bereitstellung der Website zu verarbeiten.',
          },
          {
            paragraph:
              'Bei jedem Aufruf einer Seite erfasst der Server automatisch die folgenden Daten und speichert sie in sogenannten Server-Logfiles:',
          },
          {
            list: [
              'IP-Adresse des anfragenden Geräts',
              'Datum und Uhrzeit der Anfrage',
              'aufgerufene URL (Seite oder Datei)',
              'HTTP-Statuscode und übertragene Datenmenge',
              'Referrer-URL (die zuvor besuchte Seite, sofern Ihr Browser sie übermittelt)',
              'User-Agent (Browsertyp und -version, Betriebssystem)',
            ],
          },
          {
            paragraph:
              'Diese Daten werden nicht mit anderen Datenquellen zusammengeführt. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO: Wir haben ein berechtigtes Interesse an der technisch fehlerfreien Darstellung und der Sicherheit unserer Website, etwa an der Erkennung und Abwehr von Angriffen.',
          },
          {
            paragraph:
              'Die Server-Logfiles werden nach 14 Tagen automatisch gelöscht, sofern ihre weitere Aufbewahrung nicht ausnahmsweise zur Aufklärung eines konkreten Sicherheitsvorfalls erforderlich ist; in diesem Fall löschen wir sie, sobald der Vorfall abschließend geklärt ist.',
          },
          {
            paragraph:
              'Die Seiten werden verschlüsselt übertragen (TLS). Sie erkennen eine verschlüsselte Verbindung an „https://“ in der Adresszeile Ihres Browsers.',
          },
        ],
      },
      {
        id: 'kontakt',
        heading: 'Kontakt per E-Mail und Telefon',
        blocks: [
          {
            paragraph:
              'Ein Kontaktformular gibt es auf dieser Website nicht. Wenn Sie uns per E-Mail oder telefonisch kontaktieren, verarbeiten wir Ihre Anfrage einschließlich der daraus hervorgehenden personenbezogenen Daten (Name, Kontaktdaten, Inhalt der Anfrage), um Ihr Anliegen zu bearbeiten. Diese Daten geben wir nicht ohne Ihre Einwilligung weiter.',
          },
          {
            paragraph:
              'Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, sofern Ihre Anfrage mit der Erfüllung eines Vertrags zusammenhängt oder zur Durchführung vorvertraglicher Maßnahmen erforderlich ist, etwa bei Fragen zu einer Bestellung. In allen übrigen Fällen beruht die Verarbeitung auf unserem berechtigten Interesse an der Bearbeitung der an uns gerichteten Anfragen (Art. 6 Abs. 1 lit. f DSGVO).',
          },
          {
            paragraph:
              'Ihre Daten bleiben bei uns, bis Sie uns zur Löschung auffordern oder der Zweck der Speicherung entfällt, etwa nach abgeschlossener Bearbeitung Ihrer Anfrage. Gesetzliche Aufbewahrungsfristen bleiben unberührt.',
          },
        ],
      },
      {
        id: 'bestelldaten',
        heading: 'Bestelldaten',
        blocks: [
          {
            paragraph:
              'Wenn Sie bei uns Speisen und Getränke bestellen, verarbeiten wir die Daten, die für die Ausführung der Bestellung erforderlich sind:',
          },
          {
            list: [
              'Name',
              'Lieferadresse',
              'Telefonnummer',
              'E-Mail-Adresse',
              'Bestellinformationen (bestellte Speisen und Getränke, Anmerkungen zur Bestellung, Zahlungsart, Zeitpunkt der Bestellung)',
            ],
          },
          {
            paragraph:
              'Wir verwenden diese Daten, um Ihre Bestellung anzunehmen, zuzubereiten und auszuliefern oder zur Abholung bereitzustellen, um Sie bei Rückfragen zu erreichen und um die Bestellung abzurechnen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (Erfüllung eines Vertrags und vorvertragliche Maßnahmen). Die Angaben sind für den Vertragsschluss erforderlich; ohne sie können wir Ihre Bestellung nicht ausführen.',
          },
          {
            paragraph:
              'Lieferadresse, Name und Telefonnummer erhalten unsere Fahrerinnen und Fahrer, soweit sie diese für die Lieferung benötigen. Wählen Sie im Bestellservice eine Online-Zahlungsart, werden die dafür nötigen Daten an den jeweiligen Zahlungsdienstleister übermittelt.',
          },
          {
            paragraph:
              'Wir löschen die Bestelldaten, sobald sie für die Abwicklung nicht mehr erforderlich sind. Daten, die wir aus handels- oder steuerrechtlichen Gründen aufbewahren müssen, etwa Rechnungen und Buchungsbelege, speichern wir für die gesetzlich vorgeschriebene Dauer von bis zu zehn Jahren (§ 147 AO, § 257 HGB); Rechtsgrundlage hierfür ist Art. 6 Abs. 1 lit. c DSGVO.',
          },
        ],
      },
      {
        id: 'bestellservice',
        heading: 'Online-Bestellservice',
        blocks: [
          {
            paragraph: `Für Online-Bestellungen binden wir die Bestellseite eines externen Bestellservice (${orderingHost}) in einem eingebetteten Fenster (iFrame) ein. Das Fenster wird erst geladen, wenn Sie die Online-Bestellung öffnen; vorher stellt Ihr Browser keine Verbindung zum Bestellservice her.`,
          },
          {
            paragraph:
              'Sobald Sie die Online-Bestellung öffnen, verbindet sich Ihr Browser direkt mit den Servern des Bestellservice. Dabei werden Ihre IP-Adresse, Informationen über Ihren Browser (etwa Browsertyp, Sprache und Betriebssystem) und die Adresse unserer Website übermittelt, außerdem alle Angaben, die Sie dort eingeben, also insbesondere Ihre Bestelldaten.',
          },
          ...orderingServiceRoleBlocks(orderingServiceRole, restaurant.orderingPrivacyUrl),
          {
            paragraph:
              'Rechtsgrundlage für die Einbindung des Bestellservice und die Verarbeitung Ihrer Bestelldaten durch uns ist Art. 6 Abs. 1 lit. b DSGVO, da beides der Durchführung Ihrer Bestellung dient.',
          },
        ],
      },
      {
        id: legalAnchors.map,
        heading: 'Karte (OpenStreetMap)',
        blocks: [
          {
            paragraph:
              'Um Ihnen den Weg zu uns zu zeigen, bieten wir auf der Startseite eine Karte von OpenStreetMap an. Anbieter ist die OpenStreetMap Foundation (OSMF), St John’s Innovation Centre, Cowley Road, Cambridge, CB4 0WS, Vereinigtes Königreich.',
          },
          {
            paragraph:
              'Die Karte wird erst geladen, wenn Sie auf „Karte laden“ klicken. Bis dahin zeigen wir an ihrer Stelle ein Vorschaubild, das auf unserem eigenen Server liegt; Ihr Browser verbindet sich dafür nicht mit OpenStreetMap, und an OpenStreetMap werden keine Daten übermittelt.',
          },
          {
            paragraph:
              'Erst mit Ihrem Klick lädt Ihr Browser die Karte als eingebettetes Fenster (iFrame) von www.openstreetmap.org. Dabei übermittelt er Ihre IP-Adresse, Informationen über Ihren Browser (etwa Browsertyp, Sprache und Betriebssystem) und die Adresse unserer Website an die OpenStreetMap Foundation. Die Kartenkacheln, aus denen sich die Karte zusammensetzt, liefert die OSMF über Anbieter von Content-Delivery-Netzwerken (CDN) aus, etwa Fastly, auch von Servern in den Vereinigten Staaten (USA); diese Anbieter erhalten dieselben Daten.',
          },
          {
            paragraph:
              'Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie mit dem Klick auf „Karte laden“ erteilen. Soweit dabei Informationen in Ihrem Endgerät gespeichert oder aus ihm ausgelesen werden, ist das für die Karte, die Sie mit dem Klick ausdrücklich anfordern, unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG, früher TTDSG). Klicken Sie nicht, wird die Karte nicht geladen.',
          },
          {
            paragraph:
              'Damit Sie die Karte nicht erneut anfordern müssen, wenn Sie in demselben Tab zur Startseite zurückkehren, kann sich die Website Ihre Wahl im Sitzungsspeicher Ihres Browsers (sessionStorage) merken. Diesen Eintrag löscht Ihr Browser, sobald Sie den Tab schließen. Darüber hinaus speichern wir nichts, und Cookies setzen wir auch für die Karte nicht. Ihre Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen, indem Sie den Tab schließen: Danach wird die Karte erst wieder geladen, wenn Sie erneut auf „Karte laden“ klicken.',
          },
          {
            paragraph:
              'Das Vereinigte Königreich und die USA sind Drittländer. Für das Vereinigte Königreich besteht ein Angemessenheitsbeschluss der Europäischen Kommission (Art. 45 DSGVO). Übermittlungen in die USA stützen sich auf den Angemessenheitsbeschluss der Europäischen Kommission zum EU-US Data Privacy Framework (Art. 45 DSGVO), soweit der jeweilige Empfänger danach zertifiziert ist, und andernfalls auf Standardvertragsklauseln der Europäischen Kommission (Art. 46 Abs. 2 lit. c DSGVO).',
          },
          {
            paragraph: [
              'Mehr zum Umgang mit Ihren Daten erfahren Sie in der Datenschutzerklärung der OpenStreetMap Foundation: ',
              urlLink(openStreetMapPrivacyUrl),
            ],
          },
        ],
      },
      {
        id: 'schriftarten',
        heading: 'Schriftarten',
        blocks: [
          {
            paragraph:
              'Die Schriftarten dieser Website liegen auf unserem eigenen Server und werden von dort geladen. Ihr Browser stellt dafür keine Verbindung zu Google Fonts oder anderen Schriftarten-Diensten her.',
          },
        ],
      },
      {
        id: 'rechte',
        heading: 'Ihre Rechte',
        blocks: [
          {
            paragraph:
              'Sie haben uns gegenüber folgende Rechte hinsichtlich der Sie betreffenden personenbezogenen Daten:',
          },
          {
            list: [
              'Recht auf Auskunft über die von uns verarbeiteten Daten (Art. 15 DSGVO)',
              'Recht auf Berichtigung unrichtiger oder Vervollständigung unvollständiger Daten (Art. 16 DSGVO)',
              'Recht auf Löschung (Art. 17 DSGVO)',
              'Recht auf Einschränkung der Verarbeitung (Art. 18 DSGVO)',
              'Recht auf Datenübertragbarkeit (Art. 20 DSGVO)',
              'Recht auf Widerspruch gegen die Verarbeitung (Art. 21 DSGVO)',
            ],
          },
          {
            paragraph:
              'Haben Sie die Berichtigung, Löschung oder Einschränkung der Verarbeitung verlangt, teilen wir dies allen Empfängern mit, denen wir Ihre Daten offengelegt haben, es sei denn, dies ist unmöglich oder mit unverhältnismäßigem Aufwand verbunden (Art. 19 DSGVO).',
          },
          {
            paragraph: [
              'Um Ihre Rechte auszuüben, genügt eine Nachricht an die verantwortliche Stelle, zum Beispiel per E-Mail an ',
              emailLink(restaurant),
              '.',
            ],
          },
        ],
        subsections: [
          {
            heading: 'Widerruf Ihrer Einwilligung',
            blocks: [
              {
                paragraph:
                  'Soweit eine Verarbeitung auf Ihrer Einwilligung beruht, können Sie diese jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO). Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt davon unberührt.',
              },
            ],
          },
          {
            heading: 'Widerspruchsrecht (Art. 21 DSGVO)',
            blocks: [
              {
                paragraph:
                  'Verarbeiten wir Ihre Daten auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO, haben Sie das Recht, aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit gegen diese Verarbeitung Widerspruch einzulegen. Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe für die Verarbeitung nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.',
              },
              {
                paragraph:
                  'Werden Ihre Daten verarbeitet, um Direktwerbung zu betreiben, können Sie der Verarbeitung zu diesem Zweck jederzeit widersprechen; Ihre Daten werden danach nicht mehr für Direktwerbung verwendet.',
              },
            ],
          },
          {
            heading: 'Beschwerderecht bei der Aufsichtsbehörde',
            blocks: [
              {
                paragraph:
                  'Unbeschadet anderer Rechtsbehelfe haben Sie das Recht auf Beschwerde bei einer Datenschutz-Aufsichtsbehörde, insbesondere in dem Mitgliedstaat Ihres gewöhnlichen Aufenthalts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes (Art. 77 DSGVO). Für uns zuständig ist:',
              },
              {
                lines: [
                  dataProtectionAuthority.name,
                  // One line in the data ("Street 1, 12345 Town"); a line per part, as a letter.
                  ...dataProtectionAuthority.address.split(', '),
                  [urlLink(dataProtectionAuthority.url)],
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'werbe-e-mails',
        heading: 'Widerspruch gegen Werbe-E-Mails',
        blocks: [
          {
            paragraph:
              'Der Nutzung der im Rahmen der Impressumspflicht veröffentlichten Kontaktdaten zur Übersendung von nicht ausdrücklich angeforderter Werbung und Informationsmaterialien wird hiermit widersprochen. Im Fall der unverlangten Zusendung von Werbung, etwa durch Spam-E-Mails, behalten wir uns rechtliche Schritte ausdrücklich vor.',
          },
          {
            paragraph: [
              'Der Verwendung Ihrer eigenen Daten für Werbung per E-Mail können Sie jederzeit widersprechen (Art. 21 Abs. 2 DSGVO); eine Nachricht an ',
              emailLink(restaurant),
              ' genügt.',
            ],
          },
        ],
      },
    ],
  }
}
