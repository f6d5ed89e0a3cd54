/*
 * The layers of src/ and the direction they import in (docs/architecture.md). Each layer may import
 * the ones below it, never one above; features do not import each other; nothing in src/ imports
 * the build, the servers or the benchmarks, and what ships holds no Node-only module. Tests beside
 * the code (*.test.ts[x]) keep to their folder's layer too; they alone may use src/testing/ (the
 * content loaded as the build loads it) and reach outside src/. A test of a bound island lives
 * with the binding in app/, not with the component in features/.
 *
 *   app (route pages, document, the browser runtime)     admin (the CMS, its own build)
 *     ↓                                        ↓
 *   features/<name> (menu, ordering, hours, map, legal, home, notices)
 *     ↓
 *   ui (primitives, hooks) → i18n (texts, language) → lib (pure helpers, route table) → schemas (data-file schemas)
 *
 * Outside src/, the tooling imports one way too: bench/ and checks/ → server/ → builder/ →
 * headers/ (the HTTP headers the server and the build's nginx files share) → src/.
 */
const test = '\\.test\\.tsx?$'
const layer = (name) => `^src/${name}/`
const layersAbove = {
  schemas: ['lib', 'i18n', 'ui', 'features', 'app', 'admin'],
  lib: ['i18n', 'ui', 'features', 'app', 'admin'],
  i18n: ['ui', 'features', 'app', 'admin'],
  ui: ['features', 'app', 'admin'],
  features: ['app', 'admin'],
  app: ['admin'],
  admin: ['app'],
}

/** Outside src/: headers ← builder ← server ← bench, checks. */
const toolingAbove = {
  headers: ['builder', 'server', 'bench', 'checks'],
  builder: ['server', 'bench', 'checks'],
  server: ['bench', 'checks'],
  bench: ['checks'],
  checks: ['bench'],
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other, directly or through others: one of them must not.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    ...Object.entries(layersAbove).map(([name, above]) => ({
      name: `${name}-imports-down-only`,
      severity: 'error',
      comment: `src/${name}/ and its tests may import only the layers below it, not ${above.join(', ')}.`,
      from: { path: layer(name) },
      to: { path: `^src/(${above.join('|')})/` },
    })),
    {
      name: 'features-are-independent',
      severity: 'error',
      comment:
        'A feature does not import another; the page (src/app/) composes them, passing one into another as children or props.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'runtime-knows-no-feature',
      severity: 'error',
      comment:
        'The browser runtime (src/app/runtime/) knows no feature: only its bindings connect a feature to its island and register what runs on it.',
      from: { path: '^src/app/runtime/', pathNot: ['^src/app/runtime/bindings/', test] },
      to: { path: '^src/features/' },
    },
    {
      name: 'src-stands-alone',
      severity: 'error',
      comment:
        'The site imports neither the build, the servers, the benchmarks nor the tests; only its assets (art/, public/) from outside src/.',
      from: { path: '^src/', pathNot: [test, '^src/testing/'] },
      to: { path: '^(builder|server|bench|checks|tests)/' },
    },
    ...Object.entries(toolingAbove).map(([name, above]) => ({
      name: `${name}-imports-down-only`,
      severity: 'error',
      comment: `${name}/ may not import ${above.join(', ')}: the build is used by the servers, both by the benchmarks and checks.`,
      from: { path: `^${name}/` },
      to: { path: `^(${above.join('|')})/` },
    })),
    {
      name: 'test-helpers-for-tests-only',
      severity: 'error',
      comment:
        "src/testing/ sets components up for tests (with the build's content loader); the site never imports it.",
      from: { path: '^src/', pathNot: [test, '^src/testing/'] },
      to: { path: '^src/testing/' },
    },
    {
      name: 'no-node-in-what-ships',
      severity: 'error',
      comment:
        'Node-only modules (files, processes) belong to the build outside src/: the site runs in the browser and in the prerender.',
      from: { path: '^src/', pathNot: [test, '^src/testing/', '^src/test-setup\\.ts$'] },
      to: { dependencyTypes: ['core'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|^dist' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
