import { describe, expect, it } from 'vitest'
import { withdrawalLink } from './withdrawal-link'

describe('withdrawalLink', () => {
  it('leads to the ordering service’s own withdrawal function where the owner’s data names one', () => {
    const restaurant = { withdrawalFunctionUrl: 'https://bestellen.example/widerruf' }
    for (const language of ['de', 'en'] as const) {
      expect(withdrawalLink(restaurant, language)).toEqual({
        href: 'https://bestellen.example/widerruf',
        external: true,
      })
    }
  })

  it('else leads to the site’s own page with its form, in the reader’s language', () => {
    expect(withdrawalLink({}, 'de')).toEqual({ href: '/widerruf', external: false })
    expect(withdrawalLink({}, 'en')).toEqual({ href: '/en/withdrawal', external: false })
  })
})
