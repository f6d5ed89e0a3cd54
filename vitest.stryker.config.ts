import { configDefaults, defineConfig, mergeConfig } from 'vitest/config'
import unitTests from './vitest.config.ts'

/*
 * The unit tests' own config (vitest.config.ts) as StrykerJS runs it (stryker.config.mjs): the same
 * projects, environments and setup files, less the few test files that cannot run in Stryker's
 * sandbox, and more time per test. Stryker instruments every mutated file, records which test
 * reaches which mutant and runs one file at a time at low priority, so a test that calls git
 * (builder/legal-dates.test.ts) outlasts Vitest's 5 s on a busy machine; a mutant that loops forever
 * still ends at Stryker's own timeout.
 */
const leftOut = [
  // Sets process.env.TZ, which takes effect only in a process of its own: Stryker's Vitest runner
  // runs the tests in a worker thread, whose clock stays in the machine's zone.
  'src/features/hours/opening-hours-status.new-york.test.ts',
  // Lists the files git tracks; the sandbox is a copy without .git.
  'checks/named-paths.test.ts',
  // Read every source file as text: in the sandbox each is instrumented, several times its size
  // and no longer the code as written (the owner's data in code; the loader's byte budget, whose
  // compiled copy runs in a vm context of its own, where no mutant is ever active).
  'checks/no-data-in-code.test.ts',
  'builder/vite/boot-loader-script.test.ts',
]

export default defineConfig((env) =>
  mergeConfig(unitTests(env), {
    test: {
      exclude: [...configDefaults.exclude, ...leftOut],
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  }),
)
