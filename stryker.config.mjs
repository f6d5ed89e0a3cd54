// @ts-check
/*
 * Mutation testing of the unit tests (`npm run test:mutation`, not part of `npm test`): StrykerJS
 * makes small faults ("mutants") in the code, one at a time — a `<` turned into `<=`, a message
 * emptied, a condition forced true — and runs the unit tests that reach each one. A mutant the
 * tests fail on is killed; one they pass with survived, and shows a fault the suite would let
 * through. checks/mutation-report.ts then prints the score per folder and every survivor.
 *
 * What is mutated: the folders that hold the site's logic, not all of src/ and builder/ — a run
 * over both (9,735 mutants) takes many hours on the two shared cores, since most code here also
 * runs while the test files load (each test file reads the owner's data), and such a mutant needs
 * its related test files run afresh. The folders, by name:
 *   src/schemas/          the owner's data files' schemas and their messages
 *   src/lib/              dates, prices, links, contrast, routes
 *   builder/content/      loading and checking the owner's data, the launch gate
 * Tests, type declarations and the test helpers (src/testing/) are never mutated.
 *
 * The tests run with the project's Vitest config through vitest.stryker.config.ts (which names the
 * few test files the sandbox cannot run, and why). Results go to reports/ (ignored by git), with
 * an incremental file there that lets a rerun test only the mutants whose code or tests changed;
 * it stays out of git: it is this machine's record of one state of the code, rewritten by every
 * run and meaningless after a merge. The work happens in .stryker-tmp/ (ignored, deleted after).
 */
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin'

/**
 * Vite reads the arguments of `import.meta.glob(…)` at build time and takes only literals: a mutant
 * there is not a fault of ours but a file Vite refuses to load.
 */
export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'import-meta-glob', {
    /** @param {import('@babel/core').NodePath} path */
    shouldIgnore(path) {
      if (!path.isCallExpression()) return undefined
      const { callee } = path.node
      const isGlob =
        callee.type === 'MemberExpression' &&
        callee.object.type === 'MetaProperty' &&
        callee.object.meta.name === 'import' &&
        callee.property.type === 'Identifier' &&
        callee.property.name === 'glob'
      return isGlob ? 'Vite reads import.meta.glob arguments at build time, as literals' : undefined
    },
  }),
]

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker.config.ts' },
  coverageAnalysis: 'perTest',
  appendPlugins: ['./stryker.config.mjs'],
  ignorers: ['import-meta-glob'],
  mutate: [
    'src/schemas/**/*.ts',
    'src/lib/**/*.ts',
    'builder/content/**/*.ts',
    '!**/*.test.{ts,tsx}',
    '!**/*.d.ts',
  ],
  // Outputs of builds and tests, never read by a unit test: not copied into the sandbox.
  ignorePatterns: [
    'dist',
    'dist-*',
    'test-results',
    'playwright-report',
    'blob-report',
    'coverage',
    '.scratch',
    '.lighthouse',
  ],
  // A mutant reached only while a module loads (a message string or a pattern defined at the top
  // of a schema file) would need every test file that imports it run afresh: about 90 s each, and
  // there are hundreds. Left out ("Ignored" in the report, counted per folder by
  // checks/mutation-report.ts); a mutant that tests also reach as they run is tested with those.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  // Two test runners (each one Vitest worker) on the two cores, which other work shares: a test
  // reaching a mutant gets 30 s more than it took in the first run before it counts as a hang.
  concurrency: 2,
  timeoutMS: 30_000,
  dryRunTimeoutMinutes: 30,
  reporters: ['json', 'progress-append-only'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
}
