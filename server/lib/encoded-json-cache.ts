/**
 * A large JSON answer built once and kept, with its brotli and gzip encodings, for `ttlMs`: repeated
 * requests cost a buffer write instead of a query, a validation, a serialization and a compression
 * each. Loads that start while one is running share it. Writes made by another process (the operator
 * CLI's import) show after at most `ttlMs`; `invalidate()` drops the entry at once.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** Answers remembered per Accept-Encoding value: browsers send a handful of distinct headers. */
const pickedFor = new Map<string, Encoding>();
/** A client inventing new headers is answered, not remembered, past this many. */
const MAX_REMEMBERED_HEADERS = 64;

/** The encoding to answer with for an Accept-Encoding header: brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const header = acceptEncoding ?? '';
  let encoding = pickedFor.get(header);
  if (encoding === undefined) {
    encoding = pick(header);
    if (pickedFor.size < MAX_REMEMBERED_HEADERS) pickedFor.set(header, encoding);
  }
  return encoding;
}

function pick(acceptEncoding: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/** `body` compressed for `encoding` (brotli at quality 5: most of its gain at a fraction of 11's time). */
export function encodeBody(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body);
}

type Entry = { at: number; body: Promise<Buffer>; encoded: Map<Encoding, Promise<Buffer>> };

export function encodedJsonCache(
  load: () => Promise<unknown>,
  { ttlMs, now = () => Date.now() }: { ttlMs: number; now?: () => number },
) {
  let entry: Entry | undefined;

  const current = (): Entry => {
    if (!entry || now() - entry.at >= ttlMs) {
      const fresh: Entry = {
        at: now(),
        body: load().then((value) => Buffer.from(JSON.stringify(value))),
        encoded: new Map(),
      };
      // A failed load is not kept: the next request tries again.
      fresh.body.catch(() => {
        if (entry === fresh) entry = undefined;
      });
      entry = fresh;
    }
    return entry;
  };

  return {
    /** The body in the given encoding. */
    async get(encoding: Encoding): Promise<Buffer> {
      const { body, encoded } = current();
      if (encoding === 'identity') return body;
      let result = encoded.get(encoding);
      if (!result) {
        result = body.then((json) => encodeBody(json, encoding));
        encoded.set(encoding, result);
      }
      return result;
    },
    invalidate() {
      entry = undefined;
    },
  };
}
