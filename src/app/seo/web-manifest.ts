import type { Site } from '@/schemas/site'
import type { Language } from '@/schemas/fields'
import { href } from '@/lib/routes'
import { themeColor } from '@/lib/theme-color'

/**
 * Where a language's web manifest is served: one per language, beside its home page, so that the
 * site added to a phone's home screen from an English page opens in English, under an English
 * description (the table of outputs, builder/outputs.ts, writes them).
 */
export const webManifestPath = (language: Language) =>
  `${href('home-page', language)}site.webmanifest`

/** The icons of public/ (builder/images/generate-icons.ts makes them from the logo mark). */
export const manifestIcons = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
]

/** The web manifest of the site in one language, from the owner's data. */
export function webManifest(site: Site) {
  const { restaurant, language } = site
  return {
    name: restaurant.name,
    short_name: restaurant.name.split(' ')[0],
    description: site.home.hero.tagline.text,
    lang: language,
    start_url: href('home-page', language),
    display: 'browser',
    background_color: themeColor,
    theme_color: themeColor,
    icons: manifestIcons,
  }
}
