import { describe, expect, it } from 'vitest'
import { firstFrameStyles, usedStyles } from './used-styles'

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
@font-face { font-family: 'F fallback: Georgia'; src: local('Georgia Bold'); size-adjust: 90%; }
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
    // The fallback face fetches nothing; the web font's is the whole stylesheet's alone.
    expect(used).toContain("local('Georgia Bold')")
    expect(used).not.toContain('f.woff2')
    expect(used).not.toContain('.mt-8')
    expect(used).not.toContain('open')
    expect(used).not.toContain('--color-unused')
    expect(used).not.toContain('@keyframes')
  })
})

describe('firstFrameStyles', () => {
  const sheet = `
.mt-4 { margin-top: 1rem; }
.pt-2 { padding-top: .5rem; }
.inside-dialog { color: red; }
@media print { .print\\:hidden { display: none; } }
@media (scripting: none) { .noscript\\:block { display: block; } }
@media not print { .not-print\\:fixed { position: fixed; } }
@media (width >= 40rem) { .sm\\:mt-8 { margin-top: 2rem; } }
@media (hover: hover) { .hover\\:text-red:hover { color: red; } }
.focus\\:ring:focus-visible, .hover\\:ring:hover { outline: 2px solid; }
`
  it('keeps what the first frame of a page with islands can show, on screen, with JavaScript', async () => {
    const html =
      '<div id="root"><p class="mt-4 sm:mt-8 print:hidden noscript:block not-print:fixed">x</p>' +
      '<a class="hover:text-red focus:ring hover:ring">y</a>' +
      '<dialog class="pt-2"><p class="inside-dialog">closed</p></dialog></div>'
    const rules = await firstFrameStyles(sheet, html)
    expect(rules).toContain('.mt-4')
    expect(rules).toContain('.sm\\:mt-8')
    expect(rules).toContain('.not-print\\:fixed')
    // The closed dialog itself, but nothing inside it.
    expect(rules).toContain('.pt-2')
    expect(rules).not.toContain('.inside-dialog')
    expect(rules).not.toContain('print:hidden')
    expect(rules).not.toContain('scripting')
    // Hover effects come with the rest of the stylesheet; focus styles are there for the first Tab.
    expect(rules).not.toContain('hover\\:text-red')
    expect(rules).not.toContain('(hover: hover)')
    expect(rules).toContain('.focus\\:ring:focus-visible')
  })
})

describe('Tailwind’s variables that no kept rule reads', () => {
  const sheet = `
@layer properties { @supports (-moz-orient: inline) { *, ::before { --tw-shadow: 0 0 #0000; --tw-gradient-from: #0000; } } }
@property --tw-shadow { syntax: "*"; inherits: false; initial-value: 0 0 #0000; }
@property --tw-shadow-color { syntax: "*"; inherits: false; }
@property --tw-gradient-from { syntax: "<color>"; inherits: false; initial-value: #0000; }
@property --tw-gradient-stops { syntax: "*"; inherits: false; }
.shadow { --tw-shadow: 0 1px 3px var(--tw-shadow-color, #0001); box-shadow: var(--tw-shadow); }
.from-chili { --tw-gradient-from: red; --tw-gradient-stops: var(--tw-gradient-from); }
.bg-linear { background-image: linear-gradient(var(--tw-gradient-stops)); }
`
  it('are dropped with their registrations and initial values; those read are kept', async () => {
    const used = await usedStyles(sheet, '<p class="shadow from-chili">x</p>')
    expect(used).toMatch(/--tw-shadow:\s*0 0 #0000/)
    // No kept rule reads the gradient's stops, so nothing reads the gradient's start either.
    expect(used).not.toContain('--tw-gradient')
    expect(used).toContain('.from-chili')
    expect(used).not.toMatch(/\.from-chili\s*\{[^}]*--tw/)
  })

  it('stay where a kept rule reads them', async () => {
    const used = await usedStyles(sheet, '<p class="from-chili bg-linear">x</p>')
    expect(used).toMatch(/--tw-gradient-from:\s*#0000/)
    expect(used).toMatch(/--tw-gradient-stops:\s*var\(--tw-gradient-from\)/)
    expect(used).not.toContain('--tw-shadow')
  })

  it('start from their initial values on every element, set once, not registered', async () => {
    const used = await usedStyles(sheet, '<p class="shadow">x</p>')
    expect(used).not.toContain('@property')
    expect(used).not.toContain('@supports')
    expect(used.replace(/\s+/g, '')).toContain('@layerproperties{*,::before{--tw-shadow:00#0000;}}')
  })
})
