import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { type Site, loadSite } from '@/testing/site'
import type { Language } from '@/schemas/fields'
import { uiTexts } from '@/i18n'
import { inPage } from '@/testing/render-in-page'
import { aboutImage, specialtyImage } from './images'
import { AboutSection } from '@/features/home/about-section'
import { SpecialtyCards } from '@/features/home/specialty-cards'

/** The site's data in `language` as if the owner had uploaded no photo: every slot shows a drawing. */
function withoutPhotos(language: Language): Site {
  const site = loadSite(language)
  return {
    ...site,
    specialties: site.specialties.map((specialty) => ({ ...specialty, photo: undefined })),
    home: { ...site.home, about: { ...site.home.about, photo: undefined } },
  }
}

/** The alt texts of the specialty cards and the „Über uns“ picture, as the build prerenders them. */
function altTexts(site: Site): string[] {
  const InPage = inPage(site.language)
  const container = document.createElement('div')
  container.innerHTML = renderToString(
    <InPage>
      <SpecialtyCards
        specialties={site.specialties}
        menu={site.menu}
        images={site.specialties.map((specialty) => specialtyImage(specialty, site.language))}
        today="2026-11-28"
      />
      <AboutSection home={site.home} image={aboutImage(site.home, site.language)} />
    </InPage>,
  )
  // A picture below the hero is prerendered twice: its stand-in, and itself in <noscript>.
  const standIns = [...container.querySelectorAll('img')].filter(
    (image) => !image.closest('noscript'),
  )
  return standIns.map((image) => image.alt)
}

describe('the drawings where the owner has no photo', () => {
  it.each(['de', 'en'] as const)('are described in the page’s language (%s)', (language) => {
    const site = withoutPhotos(language)
    const { artworkAlt } = uiTexts[language]
    expect(altTexts(site)).toEqual([
      ...site.specialties.map((specialty) => artworkAlt[specialty.artwork]),
      artworkAlt.about,
    ])
  })

  it('are described in English on /en/, not in German', () => {
    const english = altTexts(withoutPhotos('en'))
    expect(english).toContain('Spices and a tandoor oven in our kitchen')
    for (const german of Object.values(uiTexts.de.artworkAlt)) {
      expect(english).not.toContain(german)
    }
  })
})
