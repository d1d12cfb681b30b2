/**
 * jsdom's XMLHttpRequest would really go to the network. Unit tests stub `fetch`; this stand-in sends
 * every XMLHttpRequest through whatever `fetch` is current, so the tests see one kind of call. It
 * reports upload progress once, as 100 %, before the answer.
 */
type Handler = ((event: ProgressEvent) => void) | null;

export class XhrOverFetch {
  status = 0;
  responseText = '';
  upload: { onprogress: Handler } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private headers = new Headers();
  private responseHeaders = new Headers();
  private controller = new AbortController();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }

  getResponseHeader(name: string) {
    return this.responseHeaders.get(name);
  }

  abort() {
    this.controller.abort();
    this.onabort?.();
  }

  send(body: XMLHttpRequestBodyInit | null) {
    fetch(this.url, { method: this.method, headers: this.headers, body, signal: this.controller.signal })
      .then(async (response: Response | undefined) => {
        if (!response) throw new Error('no answer');
        const size = body instanceof Blob ? body.size : 1;
        this.upload.onprogress?.({ lengthComputable: true, loaded: size, total: size } as ProgressEvent);
        this.status = response.status;
        this.responseHeaders = response.headers;
        this.responseText = await response.text();
        this.onload?.();
      })
      .catch(() => {
        if (!this.controller.signal.aborted) this.onerror?.();
      });
  }
}
