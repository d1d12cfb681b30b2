import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { mailOrigin, staffLinkOrigin } from './mail-origin';

const request = {} as FastifyRequest;
const app = (publicUrl: string | undefined) => ({
  config: { publicUrl } as never,
  trustedOrigin: () => 'http://localhost:3000',
});

describe('the mail origin, decided in one place', () => {
  it('is PUBLIC_URL for every mail, and nothing without it (the mail reads as text)', () => {
    expect(mailOrigin({ publicUrl: 'https://www.northwind.example' })).toBe('https://www.northwind.example');
    expect(mailOrigin({ publicUrl: undefined })).toBeUndefined();
    expect(mailOrigin({ publicUrl: '' })).toBeUndefined();
  });

  it('gives staff links PUBLIC_URL first, else the trusted origin of their own request', () => {
    expect(staffLinkOrigin(app('https://www.northwind.example'), request)).toBe('https://www.northwind.example');
    expect(staffLinkOrigin(app(undefined), request)).toBe('http://localhost:3000');
  });
});
