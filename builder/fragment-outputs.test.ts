// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fragmentNames, fragmentPath } from '#src/app/fragments/fragments.ts'
import { languages } from '#src/schemas/fields.ts'
import { loadSite } from './content/load-site.ts'
import { siteOutputs } from './outputs.ts'

// A fragment is declared once (src/app/fragments/fragments.ts, ADR 035): the island that takes it
// as its slot fetches fragmentPath(name, language), so the table of outputs must write exactly
// that file, once, in every language, for every fragment declared.
describe('the table of outputs and the fragments', () => {
  it('writes every declared fragment once in every language, where the page fetches it', () => {
    const files = siteOutputs(loadSite().restaurant).map((output) => `/${output.file}`)
    for (const name of fragmentNames) {
      for (const language of languages) {
        const path = fragmentPath(name, language)
        expect(
          files.filter((file) => file === path),
          `${name} (${language})`,
        ).toHaveLength(1)
      }
    }
  })
})
