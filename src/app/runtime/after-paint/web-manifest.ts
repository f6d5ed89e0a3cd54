import { webManifestPath } from '@/app/seo/web-manifest'
import type { Language } from '@/schemas/fields'

/** Links the web manifest of the page's language (for adding the site to a home screen). */
export function linkWebManifest() {
  const link = document.createElement('link')
  link.rel = 'manifest'
  link.href = webManifestPath(document.documentElement.lang as Language)
  document.head.append(link)
}
