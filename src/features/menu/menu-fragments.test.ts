import { describe, expect, it } from 'vitest'
import { flyerHeaderPath } from './menu-fragments'

describe('flyerHeaderPath', () => {
  it('lives beside the menu page of its language', () => {
    expect(flyerHeaderPath('de')).toBe('/speisekarte/flyer-header.html')
    expect(flyerHeaderPath('en')).toBe('/en/menu/flyer-header.html')
  })
})
