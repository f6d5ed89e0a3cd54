import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Language, Restaurant } from '@/schemas'
import { inPage } from '@/testing/render-in-page'
import { loadSite } from '@/testing/site'
import { SiteFooter } from './site-footer'

/** The footer's legal links, as text and address, for the data `restaurant` in `language`. */
function legalLinks(restaurant: Restaurant, language: Language) {
  const InPage = inPage(language)
  const element = document.createElement('div')
  element.innerHTML = renderToStaticMarkup(
    <InPage>
      <SiteFooter restaurant={restaurant} />
    </InPage>,
  )
  return [...element.querySelectorAll('nav a')].map(
    (link) => `${link.textContent} ${link.getAttribute('href')}`,
  )
}

describe('the footer’s legal links', () => {
  it('link the accessibility statement only where the business is not a micro-enterprise (BFSG)', () => {
    const { restaurant } = loadSite()
    const larger = { ...restaurant, accessibilityActSize: 'larger' } as const
    const micro = { ...restaurant, accessibilityActSize: 'micro-enterprise' } as const
    expect(legalLinks(larger, 'de')).toContain('Barrierefreiheit /barrierefreiheit')
    expect(legalLinks(larger, 'en')).toContain('Accessibility /en/accessibility')
    for (const language of ['de', 'en'] as const) {
      for (const data of [micro, { ...restaurant, accessibilityActSize: undefined }]) {
        expect(legalLinks(data, language).join('\n')).not.toMatch(/barrierefreiheit|accessibility/i)
      }
    }
  })
})
