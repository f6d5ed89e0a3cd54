import { describe, expect, it } from 'vitest'
import type { RawContent } from './site.ts'
import { untranslatedTexts, untranslatedWarning } from './untranslated-texts.ts'

const warning = ': no English text, the English pages show the German one'
const untranslated = (raw: Partial<RawContent>, dir?: string) =>
  untranslatedTexts(raw as RawContent, dir)

describe('untranslatedTexts: each text without its English value, in the owner words', () => {
  it('lists an empty, blank or missing English, not a present one, file by file', () => {
    const home = {
      hero: { tagline: { de: 'Authentische indische Küche', en: 'Authentic Indian cuisine' } },
      about: { paragraphs: [{ de: 'Seit 2009', en: '   ' }, { de: 'Familienbetrieb' }] },
    }
    const hours = { closedDayLabel: { de: 'Ruhetag!', en: '' } }
    expect(untranslated({ home, hours }, 'site/content/')).toEqual([
      `site/content/hours.yaml: closedDayLabel › en${warning}`,
      `site/content/home.yaml: about › paragraphs › 1 › en${warning}`,
      `site/content/home.yaml: about › paragraphs › 2 › en${warning}`,
    ])
  })

  it('looks only at groups of a German text and its languages', () => {
    const restaurant = {
      name: 'Taj Mahal',
      businessId: null,
      logo: {},
      // A German text beside other fields is a record of fields, not a text per language.
      seo: { de: 'Indisches Restaurant', keywords: ['Curry'] },
      footer: { en: 'Only English' },
      days: [1, 2, true],
    }
    expect(untranslated({ restaurant })).toEqual([])
  })
})

describe('untranslatedWarning: the content check’s and the build’s warning', () => {
  it('is nothing when every text has its English', () => {
    expect(untranslatedWarning([])).toBeUndefined()
  })

  it('counts one text, and several, and lists each', () => {
    expect(untranslatedWarning(['content/hours.yaml: closedDayLabel › en'])).toBe(
      [
        'Warning: 1 text has no English value; the English pages show the German text instead:',
        '  - content/hours.yaml: closedDayLabel › en',
      ].join('\n'),
    )
    expect(untranslatedWarning(['a', 'b'])).toBe(
      [
        'Warning: 2 texts have no English value; the English pages show the German text instead:',
        '  - a',
        '  - b',
      ].join('\n'),
    )
  })
})
