// `npm run og-images`: renders every share image (the Open Graph/Twitter card 1200×630 and the
// 16:9, 4:3 and 1:1 images the JSON-LD lists, src/app/seo/share-images.ts, in both languages) into
// public/, in the system Chromium (CHROMIUM_PATH, else /usr/bin/chromium; builder/chromium.ts).
// The committed PNGs are a cache: the build keeps those whose stamp matches the current data and
// sources and renders the others (builder/og/build-og-images.ts), so an owner's
// edit in the CMS reaches the share images without this command. Run it after changing the card
// itself (the mark, palette, font, layout, the artwork), or after an owner's edit, so that builds
// need no browser again; commit the PNGs.
import { join } from 'node:path'
import { systemChromium } from '../chromium.ts'
import { contentDir, loadSites } from '../content/load-site.ts'
import { loadCardDesign } from './og-design.ts'
import { renderShareImages } from './render-og-images.ts'
import { shareCards } from './share-cards.ts'

const cards = shareCards(loadSites(contentDir), contentDir)
if (!cards[0]?.picture) console.warn('no hero photo and no art/hero.svg: cards without a picture')
await renderShareImages(
  cards,
  loadCardDesign(),
  join(import.meta.dirname, '../../public'),
  systemChromium(),
)
