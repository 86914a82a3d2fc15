import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'data/**',
      'playwright-report/**',
      'test-results/**',
      'backend/payload-types.ts',
      'backend/migrations/**',
      'app/(payload)/admin/importMap.js',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Links prefetch on intent, not when they scroll into view (docs/decisions/059): one Link of each kind does it.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'features/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    ignores: ['lib/navigation/Link.tsx', 'lib/i18n/navigation-base.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: "Use '@/lib/navigation/Link': it prefetches on intent (docs/decisions/059)." },
            { name: 'next-intl/navigation', message: "Use '@/lib/i18n/navigation': its Link prefetches on intent (docs/decisions/059)." },
          ],
        },
      ],
    },
  },
  {
    files: ['backend/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      // A zod v4 object schema compiles its parser on first use (about 60 µs): one built per call pays it every call.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^parse(Query|Body|WithMessage)$/] > CallExpression:first-child',
          message: 'Build the schema once, at module level: a schema made per call compiles its parser per call.',
        },
      ],
    },
  },
]

export default config
