// `npm run check:content`: validates the owner's data files (content/*.yaml, or CONTENT_DIR)
// against their schemas and checks their photos, as the build's first step does; exits 1 naming
// file, item and field of every mistake. What it checks and says: run-content-check.ts.
import { contentDir } from './load-site.ts'
import { runContentCheck } from './run-content-check.ts'

process.exitCode = await runContentCheck(contentDir)
