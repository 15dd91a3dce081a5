import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import { defineConfig, globalIgnores } from 'eslint/config'
import importPlugin, { createNodeResolver } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

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
      'import-x/no-cycle': 'error',
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
    files: ['tests/e2e/**/*.ts', 'playwright.config.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  prettier,
])
