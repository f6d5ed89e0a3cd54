/** The absolute URL of a path on the site (`siteUrl` has no trailing slash, a path starts with one). */
export function canonicalUrl(siteUrl: string, path: string): string {
  return `${siteUrl}${path}`
}
