import { describe, expect, it } from 'vitest'
import { fragmentNames, fragmentPath } from './fragments'

describe('fragmentPath', () => {
  it('puts each fragment beside the menu page of its language', () => {
    expect(fragmentPath('menu-list', 'de')).toBe('/speisekarte/menu-list.html')
    expect(fragmentPath('menu-list', 'en')).toBe('/en/menu/menu-list.html')
    expect(fragmentPath('flyer-header', 'de')).toBe('/speisekarte/flyer-header.html')
    expect(fragmentPath('flyer-header', 'en')).toBe('/en/menu/flyer-header.html')
  })

  it('gives every fragment a path of its own', () => {
    const paths = fragmentNames.flatMap((name) =>
      (['de', 'en'] as const).map((language) => fragmentPath(name, language)),
    )
    expect(new Set(paths).size).toBe(paths.length)
  })
})
