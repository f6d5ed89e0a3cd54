import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Language, Restaurant } from '@/schemas'
import { inPage } from '@/testing/render-in-page'
import { loadSite } from '@/testing/site'
import { OrderTerms } from './order-terms'

const { restaurant } = loadSite()

afterEach(cleanup)

/** The reusable-packaging notice the ordering page and the order modal show, or null. */
function notice(choice: Restaurant['reusablePackaging'], language: Language = 'de') {
  const { container } = render(
    <OrderTerms ordering={{ ...restaurant, reusablePackaging: choice }} />,
    { wrapper: inPage(language) },
  )
  return container.querySelector('[data-reusable-packaging]')?.textContent ?? null
}

describe('OrderTerms: reusable packaging (§§ 33–34 VerpackG), where the law owes the notice', () => {
  it('offered: reusable packaging at no higher price, in both languages', () => {
    expect(notice('offered')).toMatch(
      /^Speisen und Getränke zum Mitnehmen .* Mehrwegverpackungen, nicht teurer als in Einwegverpackungen/,
    )
    expect(notice('offered', 'en')).toMatch(/reusable packaging on request, at no higher price/)
  })

  it('the small business’s exemption: the guest’s own containers', () => {
    expect(notice('own-containers')).toContain('in Ihre eigenen, mitgebrachten sauberen Behälter')
    expect(notice('own-containers', 'en')).toContain('clean containers you bring yourself')
  })

  it('none where no single-use plastic packaging is used, nor while the owner has not answered', () => {
    expect(notice('not-required')).toBeNull()
    expect(notice(undefined)).toBeNull()
  })
})
