import { describe, expect, it } from 'vitest'
import { describeItem, germanIssues, issueLine } from './german-issues'
import { lunchSchema } from './lunch'

const offer = (name: string) => ({ name: { de: name }, price: '7,90', allergens: [] })
const week = (from: string, to: string, offers = [offer('Chana Masala')]) => ({ from, to, offers })

describe('the CMS’s German problems, named as its lists name items', () => {
  it('a week that ends before it starts, one that overlaps another, an empty dish name', () => {
    const lines = germanIssues(lunchSchema('de'), {
      weeks: [
        week('2026-11-30', '2026-12-06'),
        week('2026-12-02', '2026-12-04'),
        week('2027-01-08', '2027-01-04'),
        week('2027-01-11', '2027-01-15', [offer('')]),
      ],
    }).map(issueLine)
    expect(lines).toEqual([
      'Mittagstisch › Woche 8.–4. Januar 2027 › Letzter Tag (einschließlich): liegt vor dem ersten Tag',
      'Mittagstisch › Woche 11.–15. Januar 2027 › Gericht 1 › Name (Deutsch): ist leer',
      'Mittagstisch › Woche 2.–4. Dezember 2026 › Erster Tag: überschneidet sich mit der Woche 30. November – 6. Dezember 2026',
    ])
  })

  it('asks before removing a week, with what goes', () => {
    const data = { weeks: [week('2026-11-30', '2026-12-06', [offer('A'), offer('B')])] }
    expect(describeItem(lunchSchema('de'), data, ['weeks', 0])).toEqual({
      name: 'Woche 30. November – 6. Dezember 2026',
      contents: ['2 Gerichten'],
    })
  })
})
