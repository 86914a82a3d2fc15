// Layer rules (docs/decisions/034): app → features → components/lib; backend → lib (lib/contracts holds the API's
// request schemas); lib and components never point upwards; no cycles; no imports of another feature's internals.
// Tests (*.test.ts(x), tests/, e2e/) may import anything.
const tests = '(\\.test\\.tsx?$|^tests/|^e2e/)'
// A feature's private files: named *-internal*, under an internal/ folder, or nested below a second folder level.
const featureInternals = ['^features/[^/]+/.*-internal[^/]*$', '^features/[^/]+/.*internal/', '^features/[^/]+/[^/]+/[^/]+/']

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles hide which module owns what; break them by moving the shared part down a layer.',
      from: { pathNot: tests },
      to: { circular: true },
    },
    {
      name: 'backend-only-lib',
      severity: 'error',
      comment: 'The API depends on lib (and lib/contracts) only, never on the site (app, features, components).',
      from: { path: '^backend/', pathNot: tests },
      to: { path: '^(app|features|components)/' },
    },
    {
      name: 'lib-is-the-bottom',
      severity: 'error',
      comment: 'lib is shared by site and API: it imports nothing from app, features, components or backend.',
      from: { path: '^lib/', pathNot: tests },
      to: { path: '^(app|features|components|backend)/' },
    },
    {
      name: 'components-below-features',
      severity: 'error',
      comment: 'Shared components know nothing about pages or features.',
      from: { path: '^components/', pathNot: tests },
      to: { path: '^(app|features)/' },
    },
    {
      name: 'features-below-app',
      severity: 'error',
      comment: 'Routes (app) compose features; features never import a route module.',
      from: { path: '^features/', pathNot: tests },
      to: { path: '^app/' },
    },
    {
      name: 'site-reads-backend-types-only',
      severity: 'error',
      comment:
        'Pages, features and components may name the API\'s types (import type) but run none of its code: what both ' +
        'sides run lives in lib/contracts. Only the route handlers that host the API (app/(payload), app/api) call into it.',
      from: { path: '^(app|features|components)/', pathNot: `(^app/\\(payload\\)/|^app/api/|${tests})` },
      to: { path: '^backend/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-feature-internals',
      severity: 'error',
      comment:
        "A feature's public surface is its top-level files and the top-level files of its components/ folder. " +
        'Files named *-internal*, anything under an internal/ folder and anything nested deeper are private to it.',
      from: { path: '^features/([^/]+)/', pathNot: tests },
      to: {
        path: featureInternals,
        pathNot: '^features/$1/',
      },
    },
    {
      name: 'no-feature-internals-from-outside',
      severity: 'error',
      comment: 'The same public surface holds for app, components and backend.',
      from: { pathNot: `(^features/|${tests})` },
      to: { path: featureInternals },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(\\.ci|\\.git|\\.next|\\.next-[^/]*|node_modules|data|reports|playwright-report|test-results|public)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.jsx', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
}
