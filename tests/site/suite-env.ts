// Imported first by both Playwright configs: every process of the browser suites (the runner, its
// workers, the web server, the builds and servers the tests start) reads the suites' site — its
// data files and its build (tests/site/suite-site.ts) — where the project reads content/ and dist/
// (CONTENT_DIR, OUT_DIR: builder/content/load-site.ts, builder/paths.ts).
import { suiteContentDir, suiteOutDir } from './suite-site.ts'

process.env.CONTENT_DIR = suiteContentDir
process.env.OUT_DIR = suiteOutDir
