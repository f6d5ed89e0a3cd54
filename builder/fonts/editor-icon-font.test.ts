// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { iconFontChecksums, iconFontSource, instancedIconFont } from './editor-icon-font'

describe('the CMS’s icon font, instanced to the weight its icons are drawn in', () => {
  it('is made from the font the installed Sveltia CMS ships', () => {
    const { installed, instancedFrom } = iconFontChecksums()
    expect(instancedFrom, `${instancedIconFont} is stale: run "npm run fonts"`).toBe(installed)
  })

  it('is a web font, and much smaller than the variable font', () => {
    const font = readFileSync(instancedIconFont)
    expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2')
    expect(font.length).toBeLessThan(readFileSync(iconFontSource).length / 2)
  })
})
