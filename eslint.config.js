import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './scripts/eslint-feature-boundaries.mjs';

// What the browser runs builds its schemas with zod/mini, through contracts/zod.ts (English messages;
// the web build makes it jitless): classic zod costs a phone ~3x more to start (docs/PERFORMANCE.md).
const zodThroughContracts = ['zod', 'zod/mini', 'zod/v4', 'zod/v4/mini', 'zod/v4/core'].map((name) => ({
  name,
  message: "Import { z } from '#contracts/zod' (contracts: '../zod'): browser code and the contracts use zod/mini.",
}));
const sharedLayers = ['react', 'react-*', 'fastify', '@fastify/*', '**/web/**', '**/server/**'];
const webLayers = ['**/server/**', 'fastify', '@fastify/*', 'kysely'];

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
    rules: { 'no-restricted-imports': ['error', { patterns: sharedLayers, paths: zodThroughContracts }] },
  },
  {
    // Checked only in Node (tests, build), never sent to the browser: classic zod. And the one door to mini.
    files: ['content/**', 'contracts/content.ts', 'contracts/zod.ts', 'contracts/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: sharedLayers }] },
  },
  {
    files: ['web/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: webLayers, paths: zodThroughContracts }] },
  },
  {
    // A feature never imports another feature (scripts/eslint-feature-boundaries.mjs).
    files: ['web/features/**'],
    plugins: { features: featureBoundaries },
    rules: { 'features/no-cross-feature-imports': 'error' },
  },
  {
    // Build-time settings (read by vite.config.ts in Node), and the browser build's jitless zod/mini.
    files: ['web/config/env-schema.ts', 'web/lib/zod-browser.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: webLayers }] },
  },
  {
    files: ['server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/web/**', 'react', 'react-dom', 'react-router'] }] },
  },
  {
    // The mail templates are React components rendered to HTML on the server (react-email).
    files: ['server/mail/templates/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/web/**', 'react-router'] }] },
  },
);
