import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { renderHead } from '@/lib/page-head'
import { loadPage } from '@/pages/load-page'
import { type Route, routes } from '@/routes'

export { routes }

/** Renders one route to the markup of #root and the tags of <head>. */
export async function render(route: Route): Promise<{ html: string; head: string }> {
  const Page = await loadPage(route.page)
  const html = renderToString(
    <StrictMode>
      <Page />
    </StrictMode>,
  )
  return { html, head: renderHead(route) }
}
