import { describe, expect, it } from 'vitest'
import { loadSites } from './load-site.ts'
import { demoWeeksShift, withDemoWeeksCurrent } from './demo-lunch-weeks.ts'

const sites = loadSites('content')
const { lunch } = sites.de
const lastDay = lunch.weeks.at(-1)!.to
const noonOn = (isoDate: string) => new Date(`${isoDate}T12:00:00+01:00`)

describe("the demo's Mittagstisch weeks", () => {
  it('are marked as the demo’s, so that the launch gate refuses them', () => {
    expect(lunch.examples).toContain('weeks')
  })

  it('stay where they are while the last one still runs', () => {
    expect(demoWeeksShift(lunch, lastDay)).toBe(0)
    expect(withDemoWeeksCurrent(sites, noonOn(lastDay))).toBe(sites)
  })

  it('move by whole weeks so that the last runs on the build’s day, however long after', () => {
    for (const daysLater of [1, 6, 7, 8, 30, 400]) {
      const day = new Date(Date.parse(lastDay) + daysLater * 86_400_000).toISOString().slice(0, 10)
      const moved = withDemoWeeksCurrent(sites, noonOn(day))
      for (const site of [moved.de, moved.en]) {
        const last = site.lunch.weeks.at(-1)!
        expect(last.from <= day && day <= last.to, `${day} in ${last.from}–${last.to}`).toBe(true)
        const shift = Date.parse(last.to) - Date.parse(lastDay)
        expect(shift % (7 * 86_400_000)).toBe(0)
        // Every week moves alike, with its dishes, in both languages.
        site.lunch.weeks.forEach((week, index) => {
          expect(Date.parse(week.from) - Date.parse(lunch.weeks[index]!.from)).toBe(shift)
          expect(week.offers).toHaveLength(lunch.weeks[index]!.offers.length)
        })
      }
    }
  })

  it('moves a dish’s date off with its week', () => {
    const withDateOff = structuredClone(lunch)
    withDateOff.weeks[0]!.offers[0]!.unavailableUntil = withDateOff.weeks[0]!.from
    const site = { ...sites.de, lunch: withDateOff }
    const moved = withDemoWeeksCurrent({ de: site, en: site }, noonOn('2027-01-20'))
    const week = moved.de.lunch.weeks[0]!
    expect(week.offers[0]!.unavailableUntil).toBe(week.from)
  })

  it('move from the latest week, whatever order the file lists them in', () => {
    const week = (from: string, to: string) => ({ ...lunch.weeks[0]!, from, to })
    const unordered = {
      ...lunch,
      weeks: [
        week('2026-11-02', '2026-11-06'),
        week('2026-11-16', '2026-11-20'),
        week('2026-11-09', '2026-11-13'),
      ],
    }
    // From Friday 20 November: the day itself none, one day to seven days after one week, then two.
    expect(
      ['2026-11-20', '2026-11-21', '2026-11-27', '2026-11-28'].map((day) =>
        demoWeeksShift(unordered, day),
      ),
    ).toEqual([0, 7, 7, 14])
  })

  it('stay where they are while the last one lies ahead, and without any week', () => {
    expect(demoWeeksShift(lunch, '2020-01-01')).toBe(0)
    expect(demoWeeksShift({ ...lunch, weeks: [] }, '2030-01-01')).toBe(0)
  })

  it('never moves the owner’s own weeks, however old', () => {
    const owners = { ...lunch, examples: undefined }
    expect(demoWeeksShift(owners, '2030-01-01')).toBe(0)
  })
})
