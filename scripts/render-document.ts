// One page's HTML document: index.html with the route's <head> tags and its rendered markup in
// #root. Shared by the prerender step (build) and the dev server, so both produce the same page.
import type { Route } from '../src/routes.ts'

/** What src/entry-server.tsx exports. */
export interface ServerEntry {
  routes: readonly Route[]
  render(route: Route): RenderedPage | Promise<RenderedPage>
}

export interface RenderedPage {
  html: string
  head: string
  /** Islands on the page; a page without any ships no script (ADR 014). */
  islands: readonly string[]
}

/** The module script that boots the islands (index.html's one script, as Vite writes it). */
const moduleScript = /\s*<script type="module"[^>]*><\/script>/

export function renderDocument(template: string, { html, head, islands }: RenderedPage): string {
  if (!moduleScript.test(template)) throw new Error('index.html has no module script')
  const page = islands.length > 0 ? template : template.replace(moduleScript, '')
  const root = '<div id="root"><!--app-html--></div>'
  if (!page.includes(root)) throw new Error('index.html lost its #root')
  return page
    .replace('<!--app-head-->', () => head)
    .replace(root, () => `<div id="root">${html}</div>`)
}

/** The route for a request path: trailing slash ignored, unknown paths get the not-found page. */
export function routeForPath(routes: readonly Route[], pathname: string): Route {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const route = routes.find((entry) => entry.path === path) ?? routes.find((e) => e.path === null)
  if (!route) throw new Error('The route table has no not-found page')
  return route
}
