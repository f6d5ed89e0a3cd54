import type { Site } from '@/content/load-site'

/** What every page component receives: the site's data, loaded and validated once. */
export interface PageProps {
  site: Site
}
