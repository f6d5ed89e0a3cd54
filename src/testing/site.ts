/**
 * The owner's data for tests beside the code: read from the data files as the build reads them
 * (build/content/load-site.ts), which the site's own code never does.
 */
export { loadSite, loadSites } from '../../build/content/load-site.ts'
export type { Site, Sites } from '@/content/site'
