import { describe, expect, it } from 'vitest'
import { escapeHtml } from './escape-html'

describe('escapeHtml', () => {
  it('escapes the characters that end a text or a double- or single-quoted attribute', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    )
  })

  it('leaves every other character as it is, umlauts and dashes included', () => {
    expect(escapeHtml('Chicken Tikka – 14,90 € für Sie')).toBe('Chicken Tikka – 14,90 € für Sie')
  })
})
