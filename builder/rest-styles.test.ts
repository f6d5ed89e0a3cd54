import { describe, expect, it } from 'vitest'
import { restStyles } from './rest-styles'
import { firstFrameStyles } from './used-styles'

const full = `@layer theme, base, utilities;
@layer theme { :root { --color-ink: #2b1a12; --color-chili: #a3301f; } }
@font-face { font-family: F; src: url(/assets/f.woff2); }
@font-face { font-family: 'F fallback'; src: local('Georgia Bold'); size-adjust: 90%; }
@layer utilities {
  .mt-4, .gap-4 { margin-top: 1rem; }
  .text-ink { color: var(--color-ink); }
  .text-chili { color: var(--color-chili); }
  .hidden { display: none; }
  @media print { .print\\:block { display: block; } }
}
`

describe('restStyles', () => {
  it('holds what the inline rules lack, and only that, in the stylesheet’s order', async () => {
    const html =
      '<div id="root"><p class="mt-4 text-ink print:block">x</p><dialog><p class="hidden">y</p></dialog></div>'
    const inline = await firstFrameStyles(full, html)
    const rest = restStyles(full, inline)
    // Each selector is in one of the two: the page's first frame's inline, the others in the rest.
    expect(inline).toContain('.mt-4')
    expect(rest).not.toContain('.mt-4')
    expect(rest).toContain('.gap-4')
    expect(rest).toContain('.text-chili')
    expect(rest).not.toContain('.text-ink')
    // Inside the closed dialog, print-only and the web font: the rest's.
    expect(rest).toContain('.hidden')
    expect(rest).toMatch(/@media print\s*\{\s*\.print\\:block/)
    expect(rest).toContain('url(/assets/f.woff2)')
    // The custom property the inline rules dropped, without the one they kept.
    expect(rest).toContain('--color-chili: #a3301f')
    expect(rest).not.toContain('--color-ink: #2b1a12')
    // The layer order and the fallback face came with the inline rules.
    expect(rest).not.toContain('@layer theme, base, utilities;')
    expect(rest).not.toContain('Georgia')
    expect(rest.indexOf('.gap-4')).toBeLessThan(rest.indexOf('.text-chili'))
  })

  it('is empty where the inline rules hold everything', () => {
    expect(restStyles(full, full).trim()).toBe('')
  })
})
