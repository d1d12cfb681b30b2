import { describe, expect, it } from 'vitest';
import { resolveWebRequest } from './resolve-request';

describe('resolveWebRequest', () => {
  it('answers / with the home page', () => {
    expect(resolveWebRequest('/', '')).toEqual({ kind: 'file', file: 'index.html', status: 200 });
  });

  it('answers /home with the home page file', () => {
    expect(resolveWebRequest('/home', '')).toEqual({ kind: 'file', file: 'home/index.html', status: 200 });
  });

  it('answers a page at its canonical path', () => {
    expect(resolveWebRequest('/digital-transformation/devops', '')).toEqual({
      kind: 'file',
      file: 'digital-transformation/devops/index.html',
      status: 200,
    });
  });

  it('redirects a known page key under another prefix to its canonical path, keeping the query', () => {
    expect(resolveWebRequest('/foo/devops', '?a=1')).toEqual({
      kind: 'redirect',
      location: '/digital-transformation/devops?a=1',
    });
  });

  it('answers an unknown key and paths deeper than two segments with the not-found page and 404', () => {
    const notFound = { kind: 'file', file: 'not-found/index.html', status: 404 };
    expect(resolveWebRequest('/digital-transformation/no-such-page', '')).toEqual(notFound);
    expect(resolveWebRequest('/no-such-page', '')).toEqual(notFound);
    expect(resolveWebRequest('/a/b/c', '')).toEqual(notFound);
    expect(resolveWebRequest('/digital-transformation/devops/extra', '')).toEqual(notFound);
  });

  it('answers .data requests of client navigations', () => {
    expect(resolveWebRequest('/_root.data', '')).toEqual({ kind: 'file', file: '_root.data', status: 200 });
    expect(resolveWebRequest('/digital-transformation/devops.data', '')).toEqual({
      kind: 'file',
      file: 'digital-transformation/devops.data',
      status: 200,
    });
    // A .data request under another prefix gets the canonical page's data.
    expect(resolveWebRequest('/foo/devops.data', '')).toEqual({
      kind: 'file',
      file: 'digital-transformation/devops.data',
      status: 200,
    });
    expect(resolveWebRequest('/nope.data', '')).toEqual({ kind: 'file', file: 'not-found.data', status: 200 });
    expect(resolveWebRequest('/a/b/c.data', '')).toEqual({ kind: 'file', file: 'not-found.data', status: 200 });
  });
});
