import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { StaticHtml } from './static-html'

/** What the prerender step wrote into the page (the menu, say), before any script ran. */
const prerendered =
  '<div id="speisekarte" class="menu"><h2>Speisekarte</h2><p>Butter Chicken · 14,90 €</p></div>'

function prerenderedPage() {
  const container = document.createElement('div')
  container.innerHTML = prerendered
  document.body.append(container)
  return container
}

describe('StaticHtml', () => {
  it('keeps the prerendered markup on hydration and renders none of its children', () => {
    const errors = vi.spyOn(console, 'error')
    const container = prerenderedPage()
    const price = screen.getByText('Butter Chicken · 14,90 €')

    render(
      <StaticHtml id="speisekarte" className="menu">
        <p>Rendered on the client</p>
      </StaticHtml>,
      { container, hydrate: true },
    )

    expect(screen.getByText('Butter Chicken · 14,90 €')).toBe(price)
    expect(screen.queryByText('Rendered on the client')).toBeNull()
    expect(container.innerHTML).toBe(prerendered)
    // A hydration mismatch would be reported here (and make React replace the markup).
    expect(errors).not.toHaveBeenCalled()
  })

  it('keeps the markup when the page re-renders it', () => {
    const container = prerenderedPage()
    const view = render(<StaticHtml id="speisekarte">{null}</StaticHtml>, {
      container,
      hydrate: true,
    })
    view.rerender(
      <StaticHtml id="speisekarte">
        <p>Rendered on the client</p>
      </StaticHtml>,
    )
    expect(screen.getByRole('heading', { name: 'Speisekarte' })).toBeDefined()
    expect(screen.queryByText('Rendered on the client')).toBeNull()
  })
})
