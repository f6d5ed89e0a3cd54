import { restaurant } from '@/content/restaurant'
import type { Route } from '@/routes'
import { escapeHtml } from './escape-html'
import { headPreloads } from './head-preloads'

/** The route's <head> tags, written into its prerendered HTML. */
export function renderHead(route: Route): string {
  const tags = [
    `<title>${escapeHtml(route.title)}</title>`,
    `<meta name="description" content="${escapeHtml(route.description)}" />`,
  ]
  if (route.path === null) {
    tags.push('<meta name="robots" content="noindex" />')
  } else {
    tags.push(`<link rel="canonical" href="${escapeHtml(canonicalUrl(route.path))}" />`)
  }
  tags.push(...headPreloads(route))
  return tags.join('\n    ')
}

export function canonicalUrl(path: string): string {
  return `${restaurant.siteUrl}${path === '/' ? '/' : path}`
}
