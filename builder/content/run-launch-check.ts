// What `npm run check:launch` (check-launch.ts) does, as a function the tests call: the launch
// gate (ADR 032). Reads the owner's data as the build does and lists, in German for the owner,
// everything that is still the demo's or missing for a live restaurant, naming file and field.
import { appendFileSync } from 'node:fs'
import { ContentError, loadSite, readContentFiles } from './load-site.ts'
import { type LaunchFinding, launchFindings } from './launch-findings.ts'
import type { CheckOutput } from './run-content-check.ts'

/** The findings as lines for the terminal, grouped by data file. */
export function launchReport(findings: readonly LaunchFinding[]): string {
  if (findings.length === 0) {
    return 'Bereit für den Start: keine Beispielwerte, keine fehlenden Angaben.'
  }
  const files = [...new Set(findings.map(({ file }) => file))]
  return [
    `Noch nicht bereit für den Start: ${findings.length === 1 ? 'ein Punkt ist' : `${findings.length} Punkte sind`} offen. Die Website wird erst veröffentlicht, wenn alle erledigt sind.`,
    ...files.flatMap((file) => [
      '',
      file,
      ...findings
        .filter((finding) => finding.file === file)
        .map(({ field, message }) => `  - ${field}: ${message}`),
    ]),
  ].join('\n')
}

/** The same list as Markdown, for the deploy job's summary page. */
export function markdownReport(findings: readonly LaunchFinding[]): string {
  return [
    '## Startprüfung: noch nicht bereit',
    '',
    'Die Website wurde nicht veröffentlicht. Offen ist:',
    '',
    ...findings.map(({ file, field, message }) => `- \`${file}\` › **${field}**: ${message}`),
    '',
  ].join('\n')
}

/**
 * Checks the data in `dir`, writes the report to `out` (and, when it stops the launch, appends it
 * as Markdown to `summaryFile`, the deploy job's summary) and returns the exit code: 1 while
 * anything is open or the data is invalid, 0 when all is real.
 */
export function runLaunchCheck(
  dir: string,
  summaryFile: string | undefined,
  out: CheckOutput = console,
): number {
  try {
    const findings = launchFindings(readContentFiles(dir), loadSite('de', dir), dir)
    const report = launchReport(findings)
    if (findings.length === 0) {
      out.log(report)
      return 0
    }
    out.error(report)
    if (summaryFile) appendFileSync(summaryFile, markdownReport(findings))
    return 1
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    out.error(error.message)
    return 1
  }
}
