// The W3C Nu HTML Checker (vnu.jar from the vnu-jar package) on the prerendered HTML of every page
// of the route table in every language, as the build wrote it: any error fails the test with file,
// line and message; warnings are printed. One Java run checks every file, because the JVM takes
// seconds to start.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { clientOutDir } from '../../builder/paths.ts'
import { documents } from '#src/lib/routes.ts'

/** The jar's path, as the package exports it (its main module is a String of that path). */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'))

interface NuMessage {
  /** "error", "info" (subType "warning" for warnings) or "non-document-error" (e.g. file not found). */
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url?: string
  firstLine?: number
  lastLine?: number
  firstColumn?: number
  lastColumn?: number
  message: string
  extract?: string
}

/**
 * The java command: $JAVA_HOME/bin/java, else `java` on the PATH. Throws with the install command
 * when there is none (vnu-jar's own wrapper would download a Java runtime instead).
 */
function javaCommand(): string {
  const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java'
  const probe = spawnSync(java, ['-version'], { encoding: 'utf8' })
  if (probe.error || probe.status !== 0) {
    throw new Error('Java not found: sudo apt-get install -y default-jre-headless')
  }
  return java
}

/** Checks the files in one Java run and returns the checker's messages. */
function checkHtml(files: string[]): NuMessage[] {
  const run = spawnSync(
    javaCommand(),
    ['-jar', vnuJar, '--format', 'json', '--stdout', ...files],
    // The checker exits 1 when it finds an error: the JSON on stdout is what counts.
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  try {
    return (JSON.parse(run.stdout) as { messages: NuMessage[] }).messages
  } catch {
    throw new Error(`The Nu HTML Checker gave no JSON (exit ${run.status}):\n${run.stderr}`)
  }
}

/** "impressum/index.html:38:5: message", the file relative to the build folder. */
function formatMessage(message: NuMessage): string {
  const file = message.url ? fileURLToPath(message.url).slice(clientOutDir.length + 1) : '(none)'
  const line = message.lastLine ?? message.firstLine
  const place = line === undefined ? '' : `:${line}:${message.firstColumn ?? message.lastColumn}`
  const extract = message.extract ? `\n    ${message.extract.replace(/\s+/g, ' ').trim()}` : ''
  return `${file}${place}: ${message.message}${extract}`
}

test('every page’s prerendered HTML, in every language, passes the W3C Nu HTML Checker', () => {
  // The JVM's start and the check of every page take a few seconds, more on a busy machine.
  test.setTimeout(120_000)
  const files = documents.map((document) => join(clientOutDir, document.file))
  // Both languages, 404 pages included: /en/index.html, /en/menu/index.html, /en/404.html, …
  expect(files).toEqual(
    expect.arrayContaining(
      ['en/index.html', 'en/menu/index.html', 'en/privacy/index.html', 'en/404.html'].map((file) =>
        join(clientOutDir, file),
      ),
    ),
  )
  // The checker skips a file it cannot read without a word, so a missing page must fail here.
  expect(
    files.filter((file) => !existsSync(file)),
    `route files missing in ${clientOutDir}: build first`,
  ).toEqual([])
  // Every document says which language it is in: the checker warns about a missing lang only.
  for (const document of documents) {
    expect(readFileSync(join(clientOutDir, document.file), 'utf8'), document.file).toMatch(
      new RegExp(`<html lang="${document.language}"[ >]`),
    )
  }
  const messages = checkHtml(files)

  const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning')
  if (warnings.length > 0) {
    console.warn(
      `Nu HTML Checker: ${warnings.length} warning(s)\n${warnings.map(formatMessage).join('\n')}`,
    )
  }
  // Pages without islands carry the site's stylesheet inline (ADR 015), which the checker's CSS
  // validator reads too; it predates @property, @layer and other rules Tailwind CSS 4 writes, so its
  // "CSS: …" findings are about its own age, not our HTML (the same rules, served as a file,
  // were never its business). Everything else counts.
  const cssFindings = messages.filter((m) => m.type === 'error' && m.message.startsWith('CSS: '))
  if (cssFindings.length > 0) {
    console.warn(`Nu HTML Checker: ${cssFindings.length} finding(s) in inline CSS left aside`)
  }
  const errors = messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .filter((m) => !cssFindings.includes(m))
  expect(
    errors.map(formatMessage),
    `Nu HTML Checker errors in ${files.length} files of ${clientOutDir}`,
  ).toEqual([])
})
