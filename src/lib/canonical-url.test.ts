import { describe, expect, it } from 'vitest'
import { canonicalUrl } from './canonical-url'

describe('canonicalUrl', () => {
  it('puts the path after the site’s address, the home page’s slash included', () => {
    const site = 'https://www.namaste-otterbach.example'
    expect(canonicalUrl(site, '/')).toBe('https://www.namaste-otterbach.example/')
    expect(canonicalUrl(site, '/en/')).toBe('https://www.namaste-otterbach.example/en/')
    expect(canonicalUrl(site, '/speisekarte')).toBe(
      'https://www.namaste-otterbach.example/speisekarte',
    )
  })
})
