import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AnnouncementList } from '@/features/announcements/announcement-list'
import { inPage } from '@/testing/render-in-page'
import { isCurrent, notEnded } from './announcements'
import { showCurrentAnnouncements } from './show-current-announcements'

const christmasEve = {
  text: { text: 'Heiligabend geschlossen' },
  from: '2026-12-24',
  to: '2026-12-24',
}
const lunch = {
  text: { text: 'Neu: Mittagstisch ab 11 Uhr' },
  from: '2026-11-01',
  to: '2026-11-30',
}
const InPage = inPage()

describe('dated announcements', () => {
  it('show from the first to the last day, both inclusive', () => {
    expect(isCurrent(christmasEve, '2026-12-23')).toBe(false)
    expect(isCurrent(christmasEve, '2026-12-24')).toBe(true)
    expect(isCurrent(christmasEve, '2026-12-25')).toBe(false)
    expect(notEnded([christmasEve, lunch], '2026-12-01')).toEqual([christmasEve])
  })

  it('are prerendered while not ended: the current one visible, the coming one hidden', () => {
    const html = renderToStaticMarkup(
      <InPage>
        <AnnouncementList announcements={[lunch, christmasEve]} today="2026-11-25" />
      </InPage>,
    )
    const root = document.createElement('div')
    root.innerHTML = html
    const announcements = [...root.querySelectorAll<HTMLElement>('[data-announcement]')]
    expect(
      announcements.map((announcement) => [announcement.textContent, announcement.hidden]),
    ).toEqual([
      [lunch.text.text, false],
      [christmasEve.text.text, true],
    ])
    expect(root.querySelector('aside')?.getAttribute('aria-label')).toBe('Aktuelle Hinweise')
    expect(
      renderToStaticMarkup(
        <InPage>
          <AnnouncementList announcements={[lunch]} today="2026-12-01" />
        </InPage>,
      ),
    ).toBe('')
  })

  it('switch in the browser on the Berlin date, however old the build', () => {
    const root = document.createElement('div')
    root.innerHTML = renderToStaticMarkup(
      <InPage>
        <AnnouncementList announcements={[lunch, christmasEve]} today="2026-11-25" />
      </InPage>,
    )
    // 23:30 UTC on the 23rd is already Christmas Eve in Berlin.
    showCurrentAnnouncements(root, new Date('2026-12-23T23:30:00Z'))
    const hidden = [...root.querySelectorAll<HTMLElement>('[data-announcement]')].map(
      (announcement) => announcement.hidden,
    )
    expect(hidden).toEqual([true, false])
    expect(root.querySelector('aside')?.hidden).toBe(false)
  })

  it('hide their list too when none is current, before the build and in the browser', () => {
    const root = document.createElement('div')
    root.innerHTML = renderToStaticMarkup(
      <InPage>
        <AnnouncementList announcements={[christmasEve]} today="2026-11-25" />
      </InPage>,
    )
    const list = root.querySelector('aside')!
    expect(list.hidden).toBe(true)
    showCurrentAnnouncements(root, new Date('2026-12-24T12:00:00Z'))
    expect(list.hidden).toBe(false)
    showCurrentAnnouncements(root, new Date('2026-12-25T12:00:00Z'))
    expect(list.hidden).toBe(true)
  })

  it('are labelled in the page’s language', () => {
    const InEnglishPage = inPage('en')
    const root = document.createElement('div')
    root.innerHTML = renderToStaticMarkup(
      <InEnglishPage>
        <AnnouncementList announcements={[lunch]} today="2026-11-25" />
      </InEnglishPage>,
    )
    expect(root.querySelector('aside')?.getAttribute('aria-label')).toBe('Announcements')
  })

  it('mark an announcement without its English as German on the English page, and no other', () => {
    const InEnglishPage = inPage('en')
    const untranslated = {
      ...christmasEve,
      text: { text: 'Heiligabend geschlossen', lang: 'de' as const },
    }
    const english = { ...lunch, text: { text: 'New: lunch from 11 am' } }
    const root = document.createElement('div')
    root.innerHTML = renderToStaticMarkup(
      <InEnglishPage>
        <AnnouncementList announcements={[english, untranslated]} today="2026-11-25" />
      </InEnglishPage>,
    )
    const announcements = [...root.querySelectorAll<HTMLElement>('[data-announcement]')]
    expect(
      announcements.map((announcement) => [
        announcement.textContent,
        announcement.getAttribute('lang'),
      ]),
    ).toEqual([
      ['New: lunch from 11 am', null],
      ['Heiligabend geschlossen', 'de'],
    ])
  })
})
