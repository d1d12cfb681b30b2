import { describe, expect, it } from 'vitest';
import { describeDetail } from './audit-detail';

describe('describeDetail', () => {
  it('reads a JSON object as key: value pairs, keys in words', () => {
    expect(describeDetail('{"from":"new","to":"screening"}')).toBe('from: new · to: screening');
    expect(describeDetail('{"reqId":1042,"template_id":"reject"}')).toBe('req id: 1042 · template id: reject');
  });

  it('joins lists, marks empty values and keeps nested objects as JSON', () => {
    expect(describeDetail('{"ids":["a","b"],"note":"","filter":{"status":"new"}}')).toBe(
      'ids: a, b · note: — · filter: {"status":"new"}',
    );
  });

  it('keeps anything that is not a JSON object as stored', () => {
    expect(describeDetail('signed in')).toBe('signed in');
    expect(describeDetail('[1,2]')).toBe('[1,2]');
    expect(describeDetail('{}')).toBe('{}');
    expect(describeDetail('42')).toBe('42');
  });
});
