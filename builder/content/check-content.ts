// `npm run check:content`: validates the owner's data files (content/*.yaml, or CONTENT_DIR)
// against their schemas and checks their photos, as the build's first step does; exits 1 naming
// file, item and field of every mistake, e.g.
// `content/menu.yaml: Pizza › 81 Pizza Salami › price: "9,9O" is not a price like 9,90`, and
// reads the legal documents with the data as the build does (builder/legal-dates.ts).
// Texts without their English value are listed as a warning and still pass (ADR 027), as does a
// name whose first word the logo cannot draw from its face (builder/fonts/wordmark.ts, ADR 046).
import { untranslatedWarning } from '#src/schemas/untranslated-texts.ts'
import { ContentError, contentDir, findUntranslatedTexts, loadSite } from './load-site.ts'
import { findPhotoProblems } from './check-photos.ts'
import { legalDocumentProblems } from '../legal-dates.ts'
import { wordmarkWarning } from '../fonts/wordmark.ts'

try {
  const problems = await findPhotoProblems(loadSite(), contentDir)
  if (problems.length > 0) {
    throw new ContentError(`Invalid content:\n${problems.map((line) => `  - ${line}`).join('\n')}`)
  }
  // The legal documents with this data, as the build reads them (a fact that does not exist, or
  // has no value where a document shows it, stops the build too).
  const legal = legalDocumentProblems(loadSite().restaurant)
  if (legal.length > 0) {
    throw new ContentError(
      `Invalid legal documents:\n${legal.map((line) => `  - ${line}`).join('\n')}`,
    )
  }
  console.log('Content is valid.')
  const warnings = [
    untranslatedWarning(findUntranslatedTexts(contentDir)),
    await wordmarkWarning(loadSite().restaurant.name, contentDir),
  ]
  for (const warning of warnings) if (warning) console.warn(warning)
} catch (error) {
  if (!(error instanceof ContentError)) throw error
  console.error(error.message)
  process.exit(1)
}
