/*
 * The W3C Nu HTML Checker (vnu.jar from the vnu-jar package) on files of the build, in one Java run
 * for all of them, because the JVM takes seconds to start (tests/e2e/page-contract.spec.ts).
 */
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { clientOutDir } from '../../builder/paths.ts'

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

/** What the checker found, each as "impressum/index.html:38:5: message" (file in the build). */
export interface NuFindings {
  errors: string[]
  warnings: string[]
  /** Errors of the checker's CSS validator in inline style sheets, left aside (see below). */
  cssFindings: string[]
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
function runChecker(files: string[]): NuMessage[] {
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

/** Runs the checker on the files (in the build folder) and sorts what it says. */
export function checkHtml(files: string[]): NuFindings {
  const messages = runChecker(files)
  // Pages without islands carry the site's stylesheet inline (ADR 015), which the checker's CSS
  // validator reads too; it predates @property, @layer and other rules Tailwind CSS 4 writes, so
  // its "CSS: …" findings are about its own age, not our HTML (the same rules, served as a file,
  // were never its business). Everything else counts.
  const css = messages.filter((m) => m.type === 'error' && m.message.startsWith('CSS: '))
  // The checker (vnu-jar 26.9.27, the newest) knows `blocking` only on stylesheet links; the HTML
  // standard has it on `<link rel="expect">` too, which holds the first frame until the first
  // screen is read (src/lib/first-screen.ts, ADR 052). That one finding on that one link is the
  // checker's age as well.
  const expectLinks = messages.filter(
    (m) =>
      m.type === 'error' &&
      m.message.includes('with a “blocking” attribute') &&
      m.extract?.includes('<link rel="expect" href="#first-screen-end" blocking="render">'),
  )
  return {
    errors: messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .filter((m) => !css.includes(m) && !expectLinks.includes(m))
      .map(formatMessage),
    warnings: messages
      .filter((m) => m.type === 'info' && m.subType === 'warning')
      .map(formatMessage),
    cssFindings: css.map(formatMessage),
  }
}
