import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { loadPage } from '@/pages/load-page'
import { routeForPage } from '@/routes'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('#root missing: was this page prerendered?')

const route = routeForPage(container.dataset.page)
void loadPage(route.page).then((Page) => {
  hydrateRoot(
    container,
    <StrictMode>
      <Page />
    </StrictMode>,
  )
})
