import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { XhrOverFetch } from '../test-support/xhr-over-fetch';

// Assigned, not stubbed: tests that unstub their globals keep it.
globalThis.XMLHttpRequest = XhrOverFetch as unknown as typeof XMLHttpRequest;

afterEach(() => cleanup());
