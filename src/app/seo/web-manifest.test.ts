import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadSite } from '@/testing/site'
import { themeColor } from '@/lib/theme-color'
import { webManifest, webManifestPath } from './web-manifest'

describe('web manifest', () => {
  it('is one per language, beside its home page, opening the site in that language', () => {
    expect(webManifestPath('de')).toBe('/site.webmanifest')
    expect(webManifestPath('en')).toBe('/en/site.webmanifest')
    const german = webManifest(loadSite('de'))
    const english = webManifest(loadSite('en'))
    expect([german.lang, german.start_url]).toEqual(['de', '/'])
    expect([english.lang, english.start_url]).toEqual(['en', '/en/'])
    expect(german.description).toBe(loadSite('de').home.hero.tagline.text)
    expect(english.description).toBe(loadSite('en').home.hero.tagline.text)
    expect(english.description).not.toBe(german.description)
    expect(english.name).toBe(german.name)
  })

  it('matches the pages’ theme colour and lists icons that exist in public/', () => {
    const manifest = webManifest(loadSite())
    expect([manifest.theme_color, manifest.background_color]).toEqual([themeColor, themeColor])
    for (const icon of manifest.icons) {
      expect(existsSync(join(import.meta.dirname, '../../../public', icon.src)), icon.src).toBe(
        true,
      )
    }
  })
})
