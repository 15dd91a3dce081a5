import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import { defineConfig, globalIgnores } from 'eslint/config'
import importPlugin, { createNodeResolver } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * A reader of the code has neither the specification nor the issue tracker: a comment that cites one by number
 * says the rule in words, or points to an ADR.
 */
const citations = Array.from({ length: 60 }, (_, index) => [`spec ${index + 1}`, `issue ${index + 1}`]).flat()

/** The three screen areas of STYLE.md: none may reach into another's folder. */
const screenAreas = ['storefront', 'profile', 'admin']

/** Browser code may only see the server's types: `import type` passes, a value import fails. */
const serverOnlyTypes = {
  // Regexes, not globs: in gitignore-style globs a leading # starts a comment.
  regex: '^(#server/|(\\.\\.?/)+(.*/)?server/)',
  allowTypeImports: true,
  message:
    'Browser code must not import server modules (use `import type`, or move the code to *.server.ts).',
}

function otherAreas(area) {
  return screenAreas
    .filter((other) => other !== area)
    .map((other) => ({
      regex: `^(#app/routes/${other}/|(\\.\\.?/)+(.*/)?routes/${other}/|\\.\\./${other}/)`,
      message: `Screens under app/routes/${area} must not import from app/routes/${other}; move shared code to app/components or app/lib.`,
    }))
}

/** The contract both sides share (domain/) imports neither side: money, shop time, schemas, texts and rules only. */
const domainStaysPure = {
  regex: '^(#app/|#server/|#tests/|(\\.\\.?/)+(.*/)?(app|server|tests)/)',
  message:
    'domain/ is imported by app/ and server/ and imports neither; move the code into domain/ or out of it.',
}

/** Browser helpers (app/lib) sit under the screens: they import no component, route, layout or store. */
const libStaysUnder = {
  regex:
    '^(#app/(components|routes|layouts|popups|stores)/|(\\.\\./)+(components|routes|layouts|popups|stores)/)',
  message:
    'app/lib holds browser helpers that screens use; it must not import screens, components or stores.',
}

/** Services are below the routers: a router calls services, never the other way (errors come from server/http). */
const servicesStayUnder = {
  regex: '^(#server/api/|(\\.\\./)+api/)',
  message: 'server/services must not import server/api; pass what they need as arguments.',
}

const restrictImports = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
})

export default defineConfig([
  globalIgnores([
    'build/',
    '.react-router/',
    'data/',
    'node_modules/',
    'test-results/',
    'playwright-report/',
    'server/db/migrations/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  importPlugin.flatConfigs.recommended,
  importPlugin.flatConfigs.typescript,
  {
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.node },
    },
    settings: {
      // unrs-resolver follows package.json "imports" (#app/*, #server/*) and the explicit .ts/.tsx extensions.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          conditionNames: ['types', 'import', 'node', 'default'],
        }),
      ],
    },
    rules: {
      // A package never imports our files, so no cycle runs through one: not following them is the same check, 12 %
      // less lint time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-warning-comments': ['error', { terms: citations, location: 'anywhere' }],
      // TypeScript already reports unresolved names and imports; these duplicate it more slowly.
      'import-x/named': 'off',
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-named-as-default-member': 'off',
      // React Router's context typing augments an interface by extending another (server/context.ts).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.{ts,tsx}'],
    rules: restrictImports([serverOnlyTypes]),
  },
  ...screenAreas.map((area) => ({
    files: [`app/routes/${area}/**/*.{ts,tsx}`],
    ignores: ['app/**/*.server.{ts,tsx}'],
    rules: restrictImports([serverOnlyTypes, ...otherAreas(area)]),
  })),
  ...screenAreas.map((area) => ({
    files: [`app/routes/${area}/**/*.server.{ts,tsx}`],
    rules: restrictImports(otherAreas(area)),
  })),
  {
    files: ['domain/**/*.ts'],
    ignores: ['domain/**/*.test.ts'],
    rules: restrictImports([domainStaysPure]),
  },
  {
    // A test of the domain may use the test fixtures, and nothing else of either side.
    files: ['domain/**/*.test.ts'],
    rules: restrictImports([
      { ...domainStaysPure, regex: '^(#app/|#server/|(\\.\\.?/)+(.*/)?(app|server)/)' },
    ]),
  },
  {
    files: ['app/lib/**/*.ts'],
    ignores: ['app/**/*.server.{ts,tsx}'],
    rules: restrictImports([serverOnlyTypes, libStaysUnder]),
  },
  {
    files: ['server/services/**/*.ts'],
    rules: restrictImports([servicesStayUnder]),
  },
  {
    files: ['tests/e2e/**/*.ts', 'playwright.config.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  prettier,
])
