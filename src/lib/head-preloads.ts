import type { Route } from '@/routes'

/** Preload tags (hero image, display font) a route needs in its <head>. */
export function headPreloads(route: Route): string[] {
  void route
  return []
}
