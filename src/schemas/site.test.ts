/* eslint-disable @typescript-eslint/no-explicit-any -- the raw data files are untyped until validated; the tests edit them as such */
import { describe, expect, it } from 'vitest'
import { readContentFiles } from '../../builder/content/load-site.ts'
import { ContentError, type RawContent, contentFile, parseSite, parseSites } from './site'

/** The shipped data files as read, changed by `change`. */
function rawWith(change: (raw: any) => void): RawContent {
  const raw = structuredClone(readContentFiles()) as any
  change(raw)
  return raw
}

describe('the site from the data files', () => {
  it('names a data file by its folder, with or without slashes at its end', () => {
    expect(contentFile('content', 'menu')).toBe('content/menu.yaml')
    expect(contentFile('content/', 'menu')).toBe('content/menu.yaml')
    expect(contentFile('/tmp/copy//', 'home')).toBe('/tmp/copy/home.yaml')
  })

  it('announces a closure from its notice day, after the owner’s announcements', () => {
    const announcement = { text: { de: 'Neue Karte' }, from: '2026-07-01', to: '2026-07-14' }
    const closure = (from: string, to: string, de: string, noticeFrom?: string) => ({
      from,
      to,
      announcement: { de },
      ...(noticeFrom && { noticeFrom }),
    })
    const raw = rawWith((raw) => {
      raw.announcements.announcements = [announcement]
      raw.hours.closures = [
        closure('2026-08-03', '2026-08-16', 'Betriebsurlaub', '2026-07-20'),
        closure('2026-12-24', '2026-12-26', 'Weihnachten'),
      ]
    })
    expect(parseSite(raw).announcements).toEqual([
      { text: { text: 'Neue Karte' }, from: '2026-07-01', to: '2026-07-14' },
      { text: { text: 'Betriebsurlaub' }, from: '2026-07-20', to: '2026-08-16' },
    ])
  })

  it('fails as a ContentError naming the file in content/ and the field, in every language', () => {
    const raw = rawWith((raw) => (raw.home.cuisines = []))
    const error = (() => {
      try {
        parseSites(raw)
      } catch (error) {
        return error
      }
    })()
    expect(error).toBeInstanceOf(ContentError)
    expect(String(error)).toBe(
      'ContentError: Invalid content:\n  - content/home.yaml: cuisines: [] must name at least one cuisine, e.g. "Indian"',
    )
  })
})
