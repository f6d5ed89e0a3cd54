import { describe, expect, it } from 'vitest'
import { loadSite } from '@/testing/site'
import { islandData } from './island-data'

const announcement = (from: string, to: string) => ({ text: { text: `${from} – ${to}` }, from, to })

describe('islandData', () => {
  it('leaves out the announcements that ended before the build, keeps current and coming ones', () => {
    const announcements = [
      announcement('2026-06-01', '2026-06-09'),
      announcement('2026-06-05', '2026-06-10'),
      announcement('2026-06-10', '2026-06-12'),
      announcement('2026-07-01', '2026-07-02'),
    ]
    const data = islandData({ ...loadSite(), announcements }, new Date('2026-06-10T12:00:00+02:00'))
    expect(data.announcements).toEqual(announcements.slice(1))
  })
})
