// What `npm run check:content` (check-content.ts) does, as a function the tests call: validates
// the owner's data files in `dir` against their schemas and checks their photos, as the build's
// first step does, naming file, item and field of every mistake, e.g.
// `content/menu.yaml: Pizza › 81 Pizza Salami › price: "9,9O" is not a price like 9,90`, and
// reads the legal documents with the data as the build does (builder/legal-dates.ts).
// Texts without their English value are listed as a warning and still pass (ADR 027), as does a
// name whose first word the logo cannot draw from its face (builder/fonts/wordmark.ts, ADR 046).
import { untranslatedWarning } from '#src/schemas/untranslated-texts.ts'
import { ContentError, findUntranslatedTexts, loadSite } from './load-site.ts'
import { findPhotoProblems } from './check-photos.ts'
import { legalDocumentProblems, projectRoot } from '../legal-dates.ts'
import { wordmarkWarning } from '../fonts/wordmark.ts'

/** Where the check writes: the terminal, or a test's record. */
export type CheckOutput = Pick<Console, 'log' | 'warn' | 'error'>

/**
 * Checks the data in `dir` (and the legal documents under `repo`), writes the verdict to `out` and
 * returns the exit code: 1 when anything is invalid, 0 otherwise, warnings included.
 */
export async function runContentCheck(
  dir: string,
  out: CheckOutput = console,
  repo = projectRoot,
): Promise<number> {
  try {
    const problems = await findPhotoProblems(loadSite('de', dir), dir)
    if (problems.length > 0) {
      throw new ContentError(
        `Invalid content:\n${problems.map((line) => `  - ${line}`).join('\n')}`,
      )
    }
    // The legal documents with this data, as the build reads them (a fact that does not exist, or
    // has no value where a document shows it, stops the build too).
    const legal = legalDocumentProblems(loadSite('de', dir).restaurant, repo)
    if (legal.length > 0) {
      throw new ContentError(
        `Invalid legal documents:\n${legal.map((line) => `  - ${line}`).join('\n')}`,
      )
    }
    out.log('Content is valid.')
    const warnings = [
      untranslatedWarning(findUntranslatedTexts(dir)),
      await wordmarkWarning(loadSite('de', dir).restaurant.name, dir),
    ]
    for (const warning of warnings) if (warning) out.warn(warning)
    return 0
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    out.error(error.message)
    return 1
  }
}
