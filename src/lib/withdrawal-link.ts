import type { Restaurant } from '@/schemas'
import type { Language } from '@/schemas/fields'
import { link } from './routes'

/**
 * Where „Vertrag widerrufen“ leads from every page, the ordering page and the order modal
 * (§ 356a BGB): the ordering service's own withdrawal function where the owner's data names one,
 * else the site's own page with its form (/widerruf, /en/withdrawal). Plain links, never behind
 * JavaScript.
 */
export function withdrawalLink(
  restaurant: Pick<Restaurant, 'withdrawalFunctionUrl'>,
  language: Language,
): { href: string; hrefLang?: Language; external: boolean } {
  return restaurant.withdrawalFunctionUrl
    ? { href: restaurant.withdrawalFunctionUrl, external: true }
    : { ...link('withdrawal-page', language), external: false }
}
