// The fonts the browser of the end-to-end tests sees: the DejaVu faces of the `dejavu-fonts-ttf`
// package and nothing the machine has installed. The site's text uses the system font (ADR 009), so
// without this a machine with fonts-liberation or fonts-noto-core renders other glyphs, and the
// visual baselines, page heights and printed page counts differ from CI's (issue 32). Visitors are
// not affected: only the Chromium the tests launch reads this configuration.
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'

/**
 * Each face, and the families that resolve to it: the generic ones the CSS stacks end in, and the
 * named ones of those stacks and of Chromium's defaults ("Times New Roman", "Arial"), as Debian's
 * fontconfig resolves them where only DejaVu is installed. Any other family falls back to sans-serif.
 */
const faces = {
  'DejaVu Sans': [
    'sans-serif',
    'system-ui',
    '-apple-system',
    'Segoe UI',
    'Roboto',
    'Noto Sans',
    'Helvetica Neue',
    'Helvetica',
    'Arial',
  ],
  'DejaVu Serif': ['serif', 'Georgia', 'Times New Roman', 'Times'],
  'DejaVu Sans Mono': ['monospace', 'Courier New', 'Courier'],
} as const

/** The package's faces beyond Debian's fonts-dejavu-core (what CI installs), left out. */
const leftOut = ['*Condensed*', '*Oblique*', '*Italic*', '*ExtraLight*', '*MathTeXGyre*']

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A fontconfig file that knows only the fonts in `fontDir`, rendered the same on every machine. */
export function fontconfig(fontDir: string, cacheDir: string): string {
  const aliases = Object.entries(faces).flatMap(([face, families]) =>
    families.map(
      (family) =>
        `  <alias binding="same"><family>${escapeXml(family)}</family><prefer><family>${face}</family></prefer></alias>`,
    ),
  )
  const known = Object.values(faces).flat()
  const unknownFamily = known
    .map(
      (family) =>
        `<test qual="all" name="family" compare="not_eq"><string>${escapeXml(family)}</string></test>`,
    )
    .join('')
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<!-- Written by tests/fonts/test-fonts.ts for the end-to-end tests' Chromium (FONTCONFIG_FILE). -->
<fontconfig>
  <dir>${escapeXml(fontDir)}</dir>
  <cachedir>${escapeXml(cacheDir)}</cachedir>
  <selectfont><rejectfont>${leftOut.map((glob) => `<glob>${glob}</glob>`).join('')}</rejectfont></selectfont>
  <match target="pattern">${unknownFamily}<edit name="family" mode="append_last"><string>sans-serif</string></edit></match>
${aliases.join('\n')}
  <!-- Grey-scale antialiasing with slight hinting, whatever the machine's defaults say. -->
  <match target="font">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>true</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
    <edit name="lcdfilter" mode="assign"><const>lcddefault</const></edit>
    <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
  </match>
</fontconfig>
`
}

/**
 * Writes the configuration (into node_modules/.cache, beside its font cache) and returns the
 * environment for the tests' Chromium.
 */
export function testFontsEnvironment(): { FONTCONFIG_FILE: string } {
  const [fontDir, folder] = testFontsFolders()
  mkdirSync(folder, { recursive: true })
  const file = join(folder, 'fonts.conf')
  writeFileSync(file, fontconfig(fontDir, join(folder, 'cache')))
  return { FONTCONFIG_FILE: file }
}

/**
 * The folders the browser reads for the fonts: the faces and the configuration with its cache.
 * Firefox's content sandbox reads only folders it is told of (tests/engines/firefox.ts).
 */
export function testFontsFolders(): [fonts: string, configuration: string] {
  const require = createRequire(import.meta.url)
  const fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf')
  return [fontDir, resolve('node_modules/.cache/test-fonts')]
}
