import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { XhrOverFetch } from '../test-support/xhr-over-fetch';

// Assigned, not stubbed: tests that unstub their globals keep it.
globalThis.XMLHttpRequest = XhrOverFetch as unknown as typeof XMLHttpRequest;

// findBy… and waitFor wait up to 5 s, not 1 s: CI's Node 24 run works at low priority beside the browser
// tests, and a debounced search once took longer than a second there to reach its request.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
