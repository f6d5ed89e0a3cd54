// `npm run check:launch`: the launch gate (ADR 032). Reads the owner's data as the build does
// (content/*.yaml, or CONTENT_DIR) and lists, in German for the owner, everything that is still
// the demo's or missing for a live restaurant, naming file and field; exits 1 while anything is
// open, 0 when all is real. The deploy workflow runs it before every deploy and writes the list
// into the job's summary (GITHUB_STEP_SUMMARY) when it stops one.
import { appendFileSync } from 'node:fs'
import { ContentError, contentDir, loadSite, readContentFiles } from './load-site.ts'
import { type LaunchFinding, launchFindings } from './launch-findings.ts'

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
function markdownReport(findings: readonly LaunchFinding[]): string {
  return [
    '## Startprüfung: noch nicht bereit',
    '',
    'Die Website wurde nicht veröffentlicht. Offen ist:',
    '',
    ...findings.map(({ file, field, message }) => `- \`${file}\` › **${field}**: ${message}`),
    '',
  ].join('\n')
}

function main() {
  let findings: LaunchFinding[]
  try {
    findings = launchFindings(readContentFiles(contentDir), loadSite('de', contentDir), contentDir)
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    console.error(error.message)
    process.exit(1)
  }
  const report = launchReport(findings)
  if (findings.length === 0) {
    console.log(report)
    return
  }
  console.error(report)
  const summary = process.env.GITHUB_STEP_SUMMARY
  if (summary) appendFileSync(summary, markdownReport(findings))
  process.exit(1)
}

if (import.meta.url === `file://${process.argv[1]}`) main()
