/**
 * The body checks answer every input with a 4xx: JSON nested deeper than anything the API takes
 * (the recursive key check used to overflow the stack and answer 500) is refused with a 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app';
import { MAX_JSON_DEPTH } from './request-checks';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp('sqlite');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const post = (url: string, body: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: body });

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('deeply nested JSON', () => {
  it.each([
    ['a 30,000-deep array as candidateData', '/api/staffing/post/candidateData', deepArray(30_000)],
    ['a 6,000-deep object in a field', '/api/staffing/post/candidateData', `{"FIRSTNAME":${deepObject(6_000)}}`],
    ['a deep unknown field in attachmentInfo', '/api/staffing/post/attachmentInfo', `{"x":${deepArray(20_000)}}`],
    ['a deep body to the mail API', '/api/mail/v1/sendMail', `{"to":${deepArray(50_000)}}`],
  ])('answers %s with 400 "too deeply nested", never 500', async (_name, url, body) => {
    const answer = await post(url, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toMatch(/too deeply nested/);
  });

  it('still finds a __proto__ key deep inside (within the limit), and takes ordinary nesting', async () => {
    const nested = '{"a":'.repeat(MAX_JSON_DEPTH - 2) + '{"__proto__":{"x":1}}' + '}'.repeat(MAX_JSON_DEPTH - 2);
    const refused = await post('/api/staffing/post/candidateData', nested);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(/__proto__/);
    const constructor = await post('/api/staffing/post/candidateData', '{"a":[{"constructor":{"prototype":{}}}]}');
    expect(constructor.json<{ message: string }>().message).toContain('a.0.constructor.prototype');
    const ordinary = await post('/api/staffing/post/candidateData', '{"a":[[{"b":[1]}]]}');
    expect(ordinary.statusCode).toBe(400);
    expect(ordinary.json<{ message: string }>().message).not.toMatch(/nested|__proto__/);
  });
});
