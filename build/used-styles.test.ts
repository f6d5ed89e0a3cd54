import { describe, expect, it } from 'vitest'
import { usedStyles } from './used-styles'

const css = `
:root { --color-ink: #2b1a12; --color-unused: #fff; }
body { color: var(--color-ink); }
.mt-4 { margin-top: 1rem; }
.mt-8 { margin-top: 2rem; }
.open\\:flex:is([open],:popover-open,:open) { display: flex; }
@media print { :is(:root:has(.print\\:\\[\\:root\\:has\\(\\&\\)_\\#root\\>header\\]\\:hidden) #root>header) { display: none; } }
@keyframes spin { to { rotate: 1turn; } }
.animate-spin { animation: spin 1s linear infinite; }
@font-face { font-family: F; src: url(/assets/f.woff2); }
`

describe('usedStyles', () => {
  it('keeps the rules whose selectors the page uses, Tailwind variants included', async () => {
    const html =
      '<html><body><div id="root"><header>h</header><p class="mt-4 print:[:root:has(&amp;)_#root&gt;header]:hidden">x</p></div></body></html>'
    const used = await usedStyles(css, html)
    expect(used).toContain('.mt-4')
    expect(used).toContain('body')
    expect(used).toContain('--color-ink')
    expect(used).toContain('#root>header')
    expect(used).toContain('@font-face')
    expect(used).not.toContain('.mt-8')
    expect(used).not.toContain('open')
    expect(used).not.toContain('--color-unused')
    expect(used).not.toContain('@keyframes')
  })
})
