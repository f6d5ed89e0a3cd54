import { render, screen } from '@testing-library/react'
import wordmark from 'virtual:wordmark'
import { describe, expect, it } from 'vitest'
import { loadSite } from '@/testing/site'
import { Logo } from './logo'

// `virtual:wordmark` is made from the data files (builder/vite/wordmark-plugin.ts): the first word
// of the shipped name, drawn.
const { name } = loadSite().restaurant

describe('Logo', () => {
  it('draws the first word of the name from its file and sets the rest as text', () => {
    expect(wordmark).not.toBeNull()
    const { container } = render(<Logo name={name} />)
    const [word, ...rest] = name.split(' ')
    expect(wordmark!.word).toBe(word)
    const use = container.querySelector('[data-wordmark] svg use')
    expect(use?.getAttribute('href')).toMatch(/^\/assets\/wordmark-[\w-]{8}\.svg#w$/)
    expect(container.querySelector('[data-wordmark]')?.textContent).toBe(` ${rest.join(' ')}`)
  })

  it('draws the word inline where asked, and a second logo of that page reuses the drawing', () => {
    const { container } = render(
      <>
        <Logo name={name} wordmark="inline" />
        <Logo name={name} tone="light" wordmark="reused" />
      </>,
    )
    const [header, footer] = container.querySelectorAll('[data-wordmark] svg')
    // No file to fetch: the path itself, with the outlines the file has.
    expect(header!.querySelector('use')).toBeNull()
    const path = header!.querySelector('path#wordmark')
    expect(path?.getAttribute('d')).toBe(wordmark!.path)
    expect(path?.getAttribute('fill')).toBe('currentColor')
    expect(footer!.querySelector('use')?.getAttribute('href')).toBe('#wordmark')
    expect(container.querySelectorAll('[href^="/assets/"]')).toHaveLength(0)
  })

  it('lays the drawn word out as a line of its text: 1.5 em high type on a 2 em line', () => {
    const { container } = render(<Logo name={name} />)
    const svg = container.querySelector('[data-wordmark] svg')!
    const { unitsPerEm, advance, ascent, descent } = wordmark!
    expect(svg.getAttribute('height')).toBe('2em')
    expect(Number.parseFloat(svg.getAttribute('width')!)).toBeCloseTo(
      (advance / unitsPerEm) * 1.5,
      3,
    )
    expect(svg.getAttribute('overflow')).toBe('visible')
    const [x, y, width, height] = svg.getAttribute('viewBox')!.split(' ').map(Number)
    // A line of 4/3 em: the ascent and descent centred in it, the baseline at y = 0.
    const line = (unitsPerEm * 4) / 3
    expect([x, width, height]).toEqual([0, advance, Math.round(line)])
    expect(-y!).toBeCloseTo((line - ascent - descent) / 2 + ascent, 0)
  })

  it('is one image named by the whole name, in either tone', () => {
    for (const tone of ['dark', 'light'] as const) {
      const { unmount } = render(<Logo name={name} tone={tone} />)
      expect(screen.getByRole('img', { name })).toBeDefined()
      unmount()
    }
  })

  it('sets a first word it has no drawing of as text in the display face', () => {
    const { container } = render(<Logo name="Łódź Grill" />)
    expect(container.querySelector('[data-wordmark] svg')).toBeNull()
    const word = container.querySelector('[data-wordmark] .font-display')
    expect(word?.textContent).toBe('Łódź')
    expect(screen.getByRole('img', { name: 'Łódź Grill' })).toBeDefined()
  })
})
