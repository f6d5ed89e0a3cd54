import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Language } from '@/schemas/fields'
import { uiTexts } from '@/i18n'
import { closeDialog, isDialogOpen, openDialog } from '@/app/runtime/dialog-store'
import { IslandSlot } from '@/app/runtime/island'
import { islandData } from '@/app/runtime/bindings/island-data'
import { inPage } from '@/testing/render-in-page'
import MenuDialogIsland from '@/app/runtime/bindings/menu-dialog'
import { MenuList } from '@/features/menu/menu-list'
import { loadSite } from '@/testing/site'
import { dishCount } from '@/features/menu/menu-format'

const { menu } = loadSite()

const total = dishCount(menu)
const { menuDialog: menuDialogText, close: closeLabel } = uiTexts.de.islandText

/**
 * The dialog as the build prerenders it on a page in `language`, with that language's whole menu
 * in its slot. The server snapshot of the store is always closed, so the dialog is prerendered
 * closed whatever the store says; the list is in it either way.
 */
function prerender(language: Language) {
  const InPage = inPage(language)
  vi.stubEnv('SSR', true)
  try {
    return renderToString(
      <InPage>
        <MenuDialogIsland>
          <IslandSlot>
            <MenuList menu={loadSite(language).menu} today="2026-11-28" />
          </IslandSlot>
        </MenuDialogIsland>
      </InPage>,
    )
  } finally {
    vi.unstubAllEnvs()
  }
}

/**
 * The prerendered dialog, hydrated as in the browser: the slot is hydrated empty (KeptSlot in
 * src/app/runtime/island-root.tsx), so the client never renders the list and keeps the server's.
 */
function renderHydratedDialog(language: Language = 'de') {
  const text = uiTexts[language].islandText
  act(() => openDialog('menu-dialog'))
  const container = document.createElement('div')
  container.innerHTML = prerender(language)
  document.body.append(container)
  const errors = vi.spyOn(console, 'error')
  render(
    <MenuDialogIsland>
      <div data-island-slot="" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
    </MenuDialogIsland>,
    { container, hydrate: true, wrapper: inPage(language) },
  )
  // A hydration mismatch would make React re-render the dialog (and empty the list).
  expect(errors).not.toHaveBeenCalled()
  const dishes = (selector: string) =>
    container.querySelectorAll(`#${text.anchors.menu} ${selector}`)
  expect(dishes('[data-island-slot] [data-tags]')).toHaveLength(total)
  return {
    search: (query: string) =>
      fireEvent.change(screen.getByRole('searchbox', { name: text.menuDialog.searchLabel }), {
        target: { value: query },
      }),
    status: () => screen.getByRole('status'),
    /** The empty-state message, found only while it is shown (`hidden` drops it from the roles). */
    emptyState: () => screen.queryByRole('button', { name: text.menuDialog.reset }),
    shownDishes: () => dishes('[data-tags]:not([data-off])'),
  }
}

/** The flyer header as the build writes it beside the menu page (src/app/fragments/fragments.ts). */
const flyerHeaderHtml = `<link rel="stylesheet" href="/speisekarte/druck.css" media="print">
<h1>Speisekarte</h1>`

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(flyerHeaderHtml)),
  )
})

// The store is one module for the whole worker: leave the dialog closed, and no #speisekarte in
// the address, for the next test.
afterEach(() => {
  act(() => closeDialog('menu-dialog'))
  window.history.replaceState(null, '', window.location.pathname)
})

describe('MenuDialog', () => {
  it('hydrates open from the store, keeping the prerendered list', () => {
    renderHydratedDialog()
    expect(screen.getByRole('dialog', { name: menuDialogText.title }).hasAttribute('open')).toBe(
      true,
    )
  })

  it('leaves its toolbar out of the prerendered page, renders it in the browser before any opening and keeps it', () => {
    expect(prerender('de')).not.toContain('type="search"')
    render(<MenuDialogIsland />, { wrapper: inPage() })
    const searchbox = () => screen.queryByRole('searchbox', { hidden: true })
    // Rendered while closed: opening the menu only shows it.
    expect(searchbox()).not.toBeNull()
    act(() => openDialog('menu-dialog'))
    fireEvent.change(searchbox()!, { target: { value: 'lassi' } })
    act(() => closeDialog('menu-dialog'))
    expect(searchbox()).toHaveProperty('value', 'lassi')
  })

  it('prints as the flyer while open, with the menu page’s header fetched on first opening', async () => {
    render(<MenuDialogIsland />, { wrapper: inPage() })
    expect(fetch).not.toHaveBeenCalled()
    act(() => openDialog('menu-dialog'))
    const dialog = screen.getByRole('dialog', { name: menuDialogText.title })
    await vi.waitFor(() =>
      expect(dialog.querySelector('[data-flyer-header] h1')?.textContent).toBe('Speisekarte'),
    )
    expect(fetch).toHaveBeenCalledWith('/speisekarte/flyer-header.html', { priority: 'low' })
    expect(dialog.querySelector('link[media="print"]')?.getAttribute('href')).toBe(
      '/speisekarte/druck.css',
    )
    expect(dialog.className).toContain('print:[:root:has(&)_main>')
    // Closed, it prints after the home page, without the header.
    act(() => closeDialog('menu-dialog'))
    expect(dialog.querySelector('[data-flyer-header], link')).toBeNull()
    expect(dialog.className).toContain('print:break-before-page')
    act(() => openDialog('menu-dialog'))
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('opens on #speisekarte, and closing clears the hash', async () => {
    const user = userEvent.setup()
    window.history.replaceState(null, '', '#speisekarte')
    render(<MenuDialogIsland />, { wrapper: inPage() })
    expect(isDialogOpen('menu-dialog')).toBe(true)
    const dialog = screen.getByRole('dialog', { name: menuDialogText.title })
    expect(dialog.hasAttribute('open')).toBe(true)
    await user.click(screen.getByRole('button', { name: closeLabel }))
    expect(isDialogOpen('menu-dialog')).toBe(false)
    expect(dialog.hasAttribute('open')).toBe(false)
    expect(window.location.hash).toBe('')
  })

  it('shows the empty state as soon as nothing matches; the count follows after its pause', () => {
    vi.useFakeTimers()
    const dialog = renderHydratedDialog()
    expect(dialog.shownDishes()).toHaveLength(total)
    expect(dialog.emptyState()).toBeNull()
    expect(dialog.status().textContent).toBe(menuDialogText.resultCount(total, total))

    dialog.search('Sushi')
    // The list is empty at once, and the message takes its place in the same render…
    expect(dialog.shownDishes()).toHaveLength(0)
    expect(dialog.emptyState()).not.toBeNull()
    expect(screen.getByText(menuDialogText.emptyHeading)).toBeDefined()
    // …while the live region waits for the pause before it announces.
    expect(dialog.status().textContent).toBe(menuDialogText.resultCount(total, total))
    act(() => vi.advanceTimersByTime(300))
    expect(dialog.status().textContent).toBe(menuDialogText.resultCount(0, total))

    // A query that matches again takes the message away at once too.
    dialog.search('Butter Chicken')
    expect(dialog.emptyState()).toBeNull()
    expect(dialog.shownDishes().length).toBeGreaterThan(0)
  })

  it('its button shows every dish again, at once', () => {
    vi.useFakeTimers()
    const dialog = renderHydratedDialog()
    fireEvent.click(screen.getByRole('button', { name: menuDialogText.filters.spicy }))
    dialog.search('Tiramisu')
    fireEvent.click(dialog.emptyState()!)
    expect(dialog.emptyState()).toBeNull()
    expect(dialog.shownDishes()).toHaveLength(total)
    expect(screen.getByRole('searchbox')).toHaveProperty('value', '')
    act(() => vi.advanceTimersByTime(300))
    expect(dialog.status().textContent).toBe(menuDialogText.resultCount(total, total))
  })
})

describe('MenuDialog on the English pages', () => {
  const text = uiTexts.en.islandText.menuDialog
  const englishMenu = () => loadSite('en').menu.flatMap((category) => category.items)

  it('is titled, labelled and counted in English, and opens on #menu', async () => {
    const user = userEvent.setup()
    window.history.replaceState(null, '', '#menu')
    render(<MenuDialogIsland />, { wrapper: inPage('en') })
    expect(isDialogOpen('menu-dialog')).toBe(true)
    const dialog = screen.getByRole('dialog', { name: 'Our menu' })
    expect(screen.getByRole('searchbox', { name: 'Search the menu' })).toBeDefined()
    // Without its dishes in the page, the build's count: the menu's, whatever the Mittagstisch.
    expect(islandData(loadSite('en'), new Date()).dishCount).toBe(total)
    expect(screen.getByRole('status').textContent).toBe(`All ${total} dishes and drinks`)
    expect(screen.getByRole('button', { name: 'Vegetarian' })).toBeDefined()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(dialog.hasAttribute('open')).toBe(false)
    expect(window.location.hash).toBe('')
  })

  it('finds English words in the English menu, and counts them in English', () => {
    vi.useFakeTimers()
    const dialog = renderHydratedDialog('en')
    expect(dialog.status().textContent).toBe(text.resultCount(total, total))

    dialog.search('spinach')
    const spinach = dialog.shownDishes().length
    expect(spinach).toBeGreaterThan(0)
    expect(spinach).toBeLessThan(total)
    act(() => vi.advanceTimersByTime(300))
    expect(dialog.status().textContent).toBe(`${spinach} of ${total} dishes and drinks`)

    // The German word finds nothing on the English page.
    dialog.search('Spinat')
    expect(dialog.shownDishes()).toHaveLength(0)
    expect(screen.getByText('Sorry, nothing found.')).toBeDefined()
    act(() => vi.advanceTimersByTime(300))
    expect(dialog.status().textContent).toBe('No matches')
  })

  it('filters vegetarian dishes with the English toggle and the English word alike', () => {
    vi.useFakeTimers()
    const dialog = renderHydratedDialog('en')
    const vegetarian = englishMenu().filter((item) => item.diet).length
    fireEvent.click(screen.getByRole('button', { name: text.filters.vegetarian }))
    expect(dialog.shownDishes()).toHaveLength(vegetarian)
    fireEvent.click(screen.getByRole('button', { name: text.filters.vegetarian }))
    expect(dialog.shownDishes()).toHaveLength(total)
    dialog.search('vegetarian')
    expect(dialog.shownDishes()).toHaveLength(vegetarian)
  })
})
