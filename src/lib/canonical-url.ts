import { restaurant } from '@/content/restaurant'

/**
 * The absolute URL of a route. Its own module (re-exported by page-head.ts) because build scripts
 * run by plain tsx need it, and page-head.ts pulls in Vite-only imports (font and image assets).
 */
export function canonicalUrl(path: string): string {
  return `${restaurant.siteUrl}${path === '/' ? '/' : path}`
}
