/**
 * The owner's data for tests beside the code: read from the data files as the build reads them
 * (builder/content/load-site.ts), which the site's own code never does.
 */
export { loadSite, loadSites } from '../../builder/content/load-site.ts'
export type { Site, Sites } from '@/schemas/site'
