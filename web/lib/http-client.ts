/**
 * The one HTTP client for every call the browser makes (the staffing, mail and form APIs).
 *
 * - Answers carry the response data, parsed with the contract's zod schema.
 * - Network errors (the request never got an answer, or timed out) are retried up to 3 times with
 *   exponential backoff; an HTTP error status is an answer and is never retried.
 * - When the network keeps failing the result is `{ code: 'ERROR', message: 'Connect error. Please try after sometime.' }`.
 */
import type { z } from '#contracts/zod';

export const CONNECT_ERROR_MESSAGE = 'Connect error. Please try after sometime.';

/** What a call answers when it has no data: a network failure, an HTTP error status or an unexpected body. */
export type ClientError = {
  code: 'ERROR';
  message: string;
  /** The HTTP status when the server answered with an error; absent for network failures. */
  status?: number;
  /** Every bad field with its message, when the server named them (`errors` of its answer). */
  errors?: Record<string, string>;
  /** Seconds to wait before trying again, when the server said so (`Retry-After`, in seconds). */
  retryAfterSeconds?: number;
};

export type ClientResult<T> = T | ClientError;

export const isClientError = (value: unknown): value is ClientError =>
  typeof value === 'object' &&
  value !== null &&
  (value as { code?: unknown }).code === 'ERROR' &&
  typeof (value as { message?: unknown }).message === 'string' &&
  !Array.isArray(value);

export type HttpClientOptions = {
  /** Retries after the first attempt, on network errors only. */
  retries?: number;
  /** Delay before the first retry; doubled for each further retry. */
  backoffMs?: number;
  /** Time after which an attempt is abandoned (and counts as a network error). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
};

export type RequestOptions<S extends z.ZodMiniType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Parses the answer; a text answer (e.g. 'Inserted') is parsed as a string. */
  schema: S;
  signal?: AbortSignal;
  /** More request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json') && text !== '') {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
};

const errorMessageOf = (body: unknown, status: number) => {
  if (typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string') {
    return (body as { message: string }).message;
  }
  return `The server answered with status ${status}.`;
};

/** Thrown inside an attempt when it took longer than the timeout. */
class AttemptTimeout extends Error {}

export function createHttpClient(options: HttpClientOptions = {}) {
  const retries = options.retries ?? 3;
  const backoffMs = options.backoffMs ?? 400;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const sleep = options.sleep ?? defaultSleep;
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  /** Runs `attempt` until it answers, retrying network errors; never retries after the caller aborted. */
  async function withRetries<T>(
    attempt: (signal: AbortSignal) => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T | ClientError> {
    for (let tryIndex = 0; ; tryIndex++) {
      const controller = new AbortController();
      const abort = () => controller.abort();
      signal?.addEventListener('abort', abort);
      const timer = setTimeout(() => controller.abort(new AttemptTimeout()), timeoutMs);
      try {
        return await attempt(controller.signal);
      } catch (error) {
        if (signal?.aborted) throw error;
        if (tryIndex >= retries) return { code: 'ERROR', message: CONNECT_ERROR_MESSAGE };
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', abort);
      }
      await sleep(backoffMs * 2 ** tryIndex);
    }
  }

  /** Sends one request; answers the parsed data, or a ClientError. */
  async function request<S extends z.ZodMiniType>(
    url: string,
    { method = 'GET', body, schema, signal, headers = {} }: RequestOptions<S>,
  ): Promise<ClientResult<z.infer<S>>> {
    const answer = await withRetries(async (attemptSignal) => {
      const response = await fetchImpl(url, {
        method,
        signal: attemptSignal,
        headers: {
          ...(body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return {
        status: response.status,
        ok: response.ok,
        body: await readBody(response),
        // Retry-After as the server sends it: whole seconds.
        retryAfter: parseInt(response.headers.get('retry-after') ?? '', 10),
      };
    }, signal);
    if (isClientError(answer)) return answer;
    if (!answer.ok) {
      const error: ClientError = {
        code: 'ERROR',
        message: errorMessageOf(answer.body, answer.status),
        status: answer.status,
      };
      const { errors } = (answer.body ?? {}) as { errors?: Record<string, string> };
      if (errors && typeof errors === 'object') error.errors = errors;
      if (answer.retryAfter >= 0) error.retryAfterSeconds = answer.retryAfter;
      return error;
    }
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) return { code: 'ERROR', message: 'The server sent an answer this page does not understand.' };
    return parsed.data;
  }

  /**
   * Sends a body with XMLHttpRequest, which reports upload progress (fetch does not), retrying
   * network errors like `request`. Answers the status and the text body.
   */
  const sendWithProgress = (
    method: 'PUT' | 'POST',
    url: string,
    body: Blob | FormData,
    {
      contentType,
      onProgress,
      signal,
      headers = {},
    }: {
      contentType?: string;
      onProgress?: (fraction: number) => void;
      signal?: AbortSignal;
      headers?: Record<string, string>;
    },
  ) =>
    withRetries(
      (attemptSignal) =>
        new Promise<{ status: number; body: string; type: string }>((resolve, reject) => {
          const xhr = new XMLHttpRequest();
          xhr.open(method, url);
          // A FormData body sets its own multipart content type, with its boundary.
          if (contentType) xhr.setRequestHeader('content-type', contentType);
          xhr.setRequestHeader('accept', 'application/json');
          for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
          xhr.upload.onprogress = (event) => {
            if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
          };
          xhr.onload = () =>
            resolve({
              status: xhr.status,
              body: String(xhr.responseText ?? ''),
              type: xhr.getResponseHeader('content-type') ?? '',
            });
          xhr.onerror = () => reject(new Error('network error'));
          xhr.ontimeout = () => reject(new Error('timeout'));
          xhr.onabort = () => reject(new Error('aborted'));
          attemptSignal.addEventListener('abort', () => xhr.abort());
          onProgress?.(0);
          xhr.send(body);
        }),
      signal,
    );

  const parseText = (text: string): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  };

  /**
   * PUTs a file (e.g. to a signed upload URL), reporting upload progress. Answers true, or a ClientError.
   */
  async function upload(
    url: string,
    file: Blob,
    options: { contentType: string; onProgress?: (fraction: number) => void; signal?: AbortSignal },
  ): Promise<true | ClientError> {
    const answer = await sendWithProgress('PUT', url, file, options);
    if (isClientError(answer)) return answer;
    if (answer.status < 200 || answer.status >= 300) {
      return { code: 'ERROR', message: errorMessageOf(parseText(answer.body), answer.status), status: answer.status };
    }
    options.onProgress?.(1);
    return true;
  }

  /**
   * POSTs a form (multipart/form-data, e.g. fields and a file), reporting upload progress; answers the
   * parsed data, or a ClientError (with the status and the server's message when it answered an error).
   */
  async function postForm<S extends z.ZodMiniType>(
    url: string,
    form: FormData,
    {
      schema,
      onProgress,
      signal,
      headers,
    }: { schema: S; onProgress?: (fraction: number) => void; signal?: AbortSignal; headers?: Record<string, string> },
  ): Promise<ClientResult<z.infer<S>>> {
    const answer = await sendWithProgress('POST', url, form, { onProgress, signal, headers });
    if (isClientError(answer)) return answer;
    const body = parseText(answer.body);
    if (answer.status < 200 || answer.status >= 300) {
      const { errors } = (body ?? {}) as { errors?: Record<string, string> };
      return { code: 'ERROR', message: errorMessageOf(body, answer.status), status: answer.status, errors };
    }
    onProgress?.(1);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      return {
        code: 'ERROR',
        message: 'The server sent an answer this page does not understand.',
        status: answer.status,
      };
    }
    return parsed.data;
  }

  return { request, upload, postForm };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** The app's client. */
export const httpClient = createHttpClient();
