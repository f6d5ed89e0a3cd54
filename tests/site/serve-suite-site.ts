// The browser suites' web server (playwright.config.ts, tests/engines/playwright.config.ts): builds
// the suites' site unless it is up to date (tests/site/suite-site.ts), then serves it on PORT as
// `npm start` serves dist/.
import './suite-env.ts'
import { prepareSuiteSite } from './suite-site.ts'

prepareSuiteSite()
await import('../../server/serve.ts')
