import { describe, expect, it, vi } from 'vitest';
import { z } from '#contracts/zod';
import { CONNECT_ERROR_MESSAGE, createHttpClient, isClientError } from './http-client';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const setup = (responses: Array<Response | Error>) => {
  const fetch = vi.fn(async () => {
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    if (next instanceof Error) throw next;
    return next;
  });
  const sleep = vi.fn(async () => {});
  const client = createHttpClient({ fetch: fetch as unknown as typeof globalThis.fetch, sleep, backoffMs: 100 });
  return { client, fetch, sleep };
};

const Items = z.array(z.object({ id: z.number() }));

describe('http client', () => {
  it('answers the parsed response data', async () => {
    const { client, fetch } = setup([json([{ id: 1, extra: 'dropped' }])]);
    await expect(client.request('/api/x', { schema: Items })).resolves.toEqual([{ id: 1 }]);
    expect(fetch).toHaveBeenCalledWith('/api/x', expect.objectContaining({ method: 'GET' }));
  });

  it('sends a JSON body and reads a plain text answer', async () => {
    const { client, fetch } = setup([new Response('Inserted', { headers: { 'content-type': 'text/plain' } })]);
    const answer = await client.request('/api/post', { method: 'POST', body: { a: 1 }, schema: z.literal('Inserted') });
    expect(answer).toBe('Inserted');
    const init = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init[1].body).toBe('{"a":1}');
    expect(init[1].headers).toEqual({ 'content-type': 'application/json' });
  });

  it('retries network errors with growing backoff and then answers', async () => {
    const { client, fetch, sleep } = setup([new TypeError('x'), new TypeError('x'), json([{ id: 2 }])]);
    await expect(client.request('/api/x', { schema: Items })).resolves.toEqual([{ id: 2 }]);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[100], [200]]);
  });

  it('gives up after 3 retries with the connect error', async () => {
    const { client, fetch } = setup([1, 2, 3, 4, 5].map(() => new TypeError('Failed to fetch')));
    await expect(client.request('/api/x', { schema: Items })).resolves.toEqual({
      code: 'ERROR',
      message: CONNECT_ERROR_MESSAGE,
    });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('never retries an HTTP error status and passes its message on', async () => {
    const { client, fetch } = setup([json({ message: 'CITY is required' }, 400)]);
    const answer = await client.request('/api/x', { method: 'POST', body: {}, schema: Items });
    expect(answer).toEqual({ code: 'ERROR', message: 'CITY is required', status: 400 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('passes on how long the server asks to wait (Retry-After)', async () => {
    const limited = new Response(JSON.stringify({ message: 'Too many.' }), {
      status: 429,
      headers: { 'content-type': 'application/json', 'retry-after': '10' },
    });
    const { client } = setup([limited]);
    expect(await client.request('/api/x', { method: 'POST', body: {}, schema: Items })).toEqual({
      code: 'ERROR',
      message: 'Too many.',
      status: 429,
      retryAfterSeconds: 10,
    });
    const { client: other } = setup([json({ message: 'Too many.' }, 429)]);
    expect(await other.request('/api/x', { schema: Items })).not.toHaveProperty('retryAfterSeconds');
  });

  it('reports an answer that does not match the schema as an error', async () => {
    const { client } = setup([json([{ id: 'one' }])]);
    const answer = await client.request('/api/x', { schema: Items });
    expect(isClientError(answer)).toBe(true);
  });

  it('does not retry once the caller aborted', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    const client = createHttpClient({ fetch: fetch as unknown as typeof globalThis.fetch, sleep: async () => {} });
    await expect(client.request('/api/x', { schema: Items, signal: controller.signal })).rejects.toThrow();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('treats an attempt that times out as a network error', async () => {
    vi.useFakeTimers();
    try {
      const fetch = vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new Error('t'))),
          ),
      );
      const client = createHttpClient({
        fetch: fetch as unknown as typeof globalThis.fetch,
        sleep: async () => {},
        timeoutMs: 1000,
        retries: 1,
      });
      const pending = client.request('/api/x', { schema: Items });
      await vi.advanceTimersByTimeAsync(2100);
      await expect(pending).resolves.toEqual({ code: 'ERROR', message: CONNECT_ERROR_MESSAGE });
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
