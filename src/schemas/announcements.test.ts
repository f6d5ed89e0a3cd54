import { describe, expect, it } from 'vitest'
import { announcementsSchema } from './announcements'
import { cmsMeta } from './cms-meta'
import { germanIssues, issueLine } from './german-issues'
import { templateText } from './summary-template'

const christmas = { text: { de: 'Heiligabend geschlossen' }, from: '2026-12-20', to: '2026-12-24' }
const germanLines = (raw: unknown) => germanIssues(announcementsSchema('de'), raw).map(issueLine)

describe('content/announcements.yaml in the CMS', () => {
  it('names a wrong announcement by its days, and each field by its German label', () => {
    expect(
      germanLines({
        announcements: [
          { ...christmas, from: '2026-12-25' },
          { text: 'Betriebsferien', from: '2027-02-30', to: '2027-03-05' },
        ],
      }),
    ).toEqual([
      'Hinweise › Hinweis 25.–24. Dezember 2026 › Zeigen bis einschließlich: liegt vor dem ersten Tag',
      'Hinweise › Hinweis 30. Februar – 5. März 2027 › Text: hat nicht die passende Art',
      'Hinweise › Hinweis 30. Februar – 5. März 2027 › Zeigen ab: ist kein Tag im Kalender',
    ])
    expect(germanLines({ announcements: 'keine' })).toEqual([
      'Hinweise › Hinweise: hat nicht die passende Art',
    ])
  })

  it('lists an announcement collapsed by its days and text, and says where it shows', () => {
    const { announcements } = announcementsSchema('de').shape
    const list = cmsMeta.get(announcements)!
    expect(templateText(list.summary!, christmas)).toBe(
      '20.12.–24.12.2026: Heiligabend geschlossen',
    )
    expect(list).toMatchObject({
      singular: 'Hinweis',
      hint: 'Erscheinen auf der Startseite und im Bestellfenster, nur in ihrem Zeitraum.',
    })
    expect(cmsMeta.get(announcements.element.shape.text)?.hint).toBe(
      'z. B. „Heiligabend geschlossen“',
    )
  })
})
