// Lint: typescript-eslint recommended, plus the architecture's import boundaries.
import tseslint from 'typescript-eslint';

const nodeIo = [
  'fs',
  'fs/promises',
  'net',
  'http',
  'https',
  'http2',
  'child_process',
  'dgram',
  'dns',
  'tls',
  'worker_threads',
  'cluster',
  'os',
  'process',
];
const ioPatterns = nodeIo.flatMap((m) => [m, `node:${m}`]);

// src/edit's public face is its index: code outside src/edit imports the engine from there only,
// so the engine's files can move without touching its users. Tests may reach internals (unit tests
// of align, similar, patch-parse ...), so test/ is not held to it.
const editThroughIndex = {
  regex: '(^|/)edit/(?!index\\.js$).+',
  message: 'Import src/edit through src/edit/index.js only (its public face).',
};
const workspaceLayer = {
  group: ['**/agent/**', '**/model/**', '**/github/**', '**/action/**', '**/cli/**', '@actions/*'],
  message: 'workspace may import only edit and parse.',
};
const reportPure = { group: ['@actions/*', 'openai', '@octokit/*'], message: 'src/report renderers are pure.' };

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'bin/**',
      'test/**/scenarios/**',
      '.tmp/**',
      'eval/tasks/**',
      'bench/adversarial/corpus/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    // src/ is checked with type information: floating promises, unsafe any, misused promises.
    files: ['src/**/*.ts'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    // Files small, functions short: none in src/ over 90 lines (issue 25). Rule tables are lists, not
    // logic, so the parse check's table of Python rules is exempt.
    files: ['src/**/*.ts'],
    ignores: ['src/parse/python-rules.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 90, skipBlankLines: true, skipComments: true }] },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // src/edit is the pure engine: text in, plan out. No file system, network, processes or Actions.
    files: ['src/edit/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ioPatterns.map((name) => ({ name, message: 'src/edit is pure: no I/O (see DEVELOPERS architecture).' })),
          patterns: [
            {
              group: ['@actions/*', 'openai', '@octokit/*', 'web-tree-sitter'],
              message: 'src/edit is pure: no Actions, network clients or parsers.',
            },
            {
              group: [
                '**/workspace/**',
                '**/agent/**',
                '**/model/**',
                '**/github/**',
                '**/action/**',
                '**/cli/**',
                '**/parse/**',
                '**/report/**',
              ],
              message: 'src/edit may not import other layers.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'src/edit is pure: no network.' },
        { name: 'process', message: 'src/edit is pure: no process access.' },
      ],
    },
  },
  {
    // Everything outside src/edit sees the engine through its index. (One no-restricted-imports
    // setting applies per file, so the layers below repeat this pattern next to their own.)
    files: ['src/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['src/edit/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [editThroughIndex] }] },
  },
  {
    // src/sandbox runs commands for every layer above it; it depends on no other layer.
    files: ['src/sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/edit/**',
                '**/workspace/**',
                '**/agent/**',
                '**/model/**',
                '**/github/**',
                '**/action/**',
                '**/cli/**',
                '**/report/**',
                '**/eval/**',
                '@actions/*',
                'openai',
                '@octokit/*',
              ],
              message: 'src/sandbox may not import other layers.',
            },
          ],
        },
      ],
    },
  },
  {
    // src/net is the one outbound-HTTP rule (proxies, words for a request without an answer), shared
    // by the GitHub and model clients; it depends on no other layer.
    files: ['src/net/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/edit/**',
                '**/workspace/**',
                '**/agent/**',
                '**/model/**',
                '**/github/**',
                '**/action/**',
                '**/cli/**',
                '**/report/**',
                '**/sandbox/**',
                '**/eval/**',
                '@actions/core',
                'openai',
                '@octokit/*',
              ],
              message: 'src/net may not import other layers.',
            },
          ],
        },
      ],
    },
  },
  {
    // src/secrets is a pure leaf: text in, text out. Every layer imports it; it imports none.
    files: ['src/secrets/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ioPatterns.map((name) => ({ name, message: 'src/secrets is pure: no I/O.' })),
          patterns: [
            {
              group: ['@actions/*', 'openai', '@octokit/*', 'web-tree-sitter'],
              message: 'src/secrets is pure: no Actions, network clients or parsers.',
            },
            {
              group: [
                '**/edit/**',
                '**/workspace/**',
                '**/agent/**',
                '**/model/**',
                '**/github/**',
                '**/action/**',
                '**/cli/**',
                '**/parse/**',
                '**/report/**',
                '**/sandbox/**',
              ],
              message: 'src/secrets may not import other layers.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'src/secrets is pure: no network.' },
        { name: 'process', message: 'src/secrets is pure: no process access.' },
      ],
    },
  },
  {
    // workspace sits above edit and parse only.
    files: ['src/workspace/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [workspaceLayer, editThroughIndex] }] },
  },
  {
    // report renderers are pure.
    files: ['src/report/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ioPatterns.map((name) => ({ name, message: 'src/report renderers are pure.' })),
          patterns: [reportPure, editThroughIndex],
        },
      ],
    },
  },
  {
    // Only the action entry may fail the job.
    files: ['src/**/*.ts'],
    ignores: ['src/action/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='setFailed']", message: 'Only src/action may call setFailed.' },
      ],
    },
  },
);
