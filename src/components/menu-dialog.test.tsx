import { act, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { menu } from '@/content/menu'
import { menuDialogText } from '@/content/menu-labels'
import { MenuDialog } from './menu-dialog'

const total = menu.reduce((sum, category) => sum + category.items.length, 0)

/** The dialog as the build prerenders it, with the whole menu in its list. */
function prerender() {
  vi.stubEnv('SSR', true)
  try {
    return renderToString(<MenuDialog open onClose={() => {}} />)
  } finally {
    vi.unstubAllEnvs()
  }
}

/** The prerendered dialog, hydrated as in the browser (the client never renders the list). */
function renderHydratedDialog() {
  const container = document.createElement('div')
  container.innerHTML = prerender()
  document.body.append(container)
  const errors = vi.spyOn(console, 'error')
  render(<MenuDialog open onClose={() => {}} />, { container, hydrate: true })
  // A hydration mismatch would make React re-render the dialog (and empty the list).
  expect(errors).not.toHaveBeenCalled()
  return {
    search: (query: string) =>
      fireEvent.change(screen.getByRole('searchbox', { name: menuDialogText.searchLabel }), {
        target: { value: query },
      }),
    status: () => screen.getByRole('status'),
    /** The empty-state message, found only while it is shown (`hidden` drops it from the roles). */
    emptyState: () => screen.queryByRole('button', { name: menuDialogText.reset }),
    shownDishes: () => container.querySelectorAll('#speisekarte [data-tags]:not([data-off])'),
  }
}

describe('MenuDialog', () => {
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
    fireEvent.click(screen.getByRole('button', { name: menuDialogText.filters.scharf }))
    dialog.search('Tiramisu')
    fireEvent.click(dialog.emptyState()!)
    expect(dialog.emptyState()).toBeNull()
    expect(dialog.shownDishes()).toHaveLength(total)
    expect(screen.getByRole('searchbox')).toHaveProperty('value', '')
    act(() => vi.advanceTimersByTime(300))
    expect(dialog.status().textContent).toBe(menuDialogText.resultCount(total, total))
  })
})
