// One page's HTML document: index.html with the route's <head> tags and its rendered markup in
// #root. Shared by the prerender step (build) and the dev server, so both produce the same page.
import type { Route } from '../src/routes.ts'

/** What src/entry-server.tsx exports. */
export interface ServerEntry {
  routes: readonly Route[]
  render(route: Route): Promise<{ html: string; head: string }>
}

export function renderDocument(
  template: string,
  route: Route,
  { html, head }: { html: string; head: string },
): string {
  const document = template
    .replace('<!--app-head-->', () => head)
    .replace(
      '<div id="root"><!--app-html--></div>',
      () => `<div id="root" data-page="${route.page}">${html}</div>`,
    )
  if (!document.includes(`data-page="${route.page}"`)) throw new Error('index.html lost its #root')
  return document
}

/** The route for a request path: trailing slash ignored, unknown paths get the not-found page. */
export function routeForPath(routes: readonly Route[], pathname: string): Route {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const route = routes.find((entry) => entry.path === path) ?? routes.find((e) => e.path === null)
  if (!route) throw new Error('The route table has no not-found page')
  return route
}
