// `npm run check:launch`: the launch gate (ADR 032). Reads the owner's data as the build does
// (content/*.yaml, or CONTENT_DIR) and lists, in German for the owner, everything that is still
// the demo's or missing for a live restaurant, naming file and field; exits 1 while anything is
// open, 0 when all is real. The deploy workflow runs it before every deploy and writes the list
// into the job's summary (GITHUB_STEP_SUMMARY) when it stops one. What it says: run-launch-check.ts.
import { contentDir } from './load-site.ts'
import { runLaunchCheck } from './run-launch-check.ts'

process.exitCode = runLaunchCheck(contentDir, process.env.GITHUB_STEP_SUMMARY)
