import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['build/', '.builds/', 'data/', 'node_modules/', '.react-router/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Configuration is parsed once (server/config.ts, web/config/env.ts); nothing else reads the environment.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from server/config.ts.' },
      ],
    },
  },
  {
    files: ['server/config.ts', 'scripts/**', 'e2e/**', 'bench/**', '**/*.test.ts', '**/*.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // The shared layers import neither React nor Fastify, nor the apps built on them.
    files: ['contracts/**', 'content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-*', 'fastify', '@fastify/*', '**/web/**', '**/server/**'] },
      ],
    },
  },
  {
    files: ['web/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**', 'fastify', '@fastify/*', 'kysely'] }] },
  },
  {
    files: ['server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/web/**', 'react', 'react-dom', 'react-router'] }] },
  },
);
