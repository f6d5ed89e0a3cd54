// The engine suite's closing lines, one per engine ("firefox: N passed", and ", N failed" after
// the failed tests' names when some failed), after Playwright's own list.
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

export default class EngineSummary implements Reporter {
  private readonly engines = new Map<string, { passed: number; failed: string[] }>()

  onTestEnd(test: TestCase, result: TestResult) {
    const project = test.parent.project()
    const engine = String(project?.metadata.engine ?? project?.name)
    const tally = this.engines.get(engine) ?? { passed: 0, failed: [] }
    this.engines.set(engine, tally)
    // Only a test's last attempt counts (the suite runs without retries).
    if (result.retry < test.retries && result.status !== 'passed') return
    if (result.status === 'passed') tally.passed += 1
    else if (result.status !== 'skipped') tally.failed.push(`${project?.name} › ${test.title}`)
  }

  onEnd(result: FullResult) {
    console.log('')
    for (const [engine, { passed, failed }] of this.engines) {
      for (const title of failed) console.log(`  ${engine} failed: ${title}`)
      console.log(
        `${engine}: ${passed} passed${failed.length > 0 ? `, ${failed.length} failed` : ''}`,
      )
    }
    if (this.engines.size === 0) console.log(`engines: no test ran (${result.status})`)
  }

  printsToStdio() {
    return true
  }
}
