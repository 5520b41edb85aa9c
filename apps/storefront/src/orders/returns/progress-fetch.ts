// fetch cannot report upload progress; XMLHttpRequest can. This is a fetch with the same
// signature built on XHR, handed to core's API client for the one call that uploads photos
// and videos, so the request itself (path, fields, Bearer header) stays core's.
export function progressFetch(onProgress: (fraction: number) => void): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      xhr.open(init.method ?? 'GET', url);
      new Headers(init.headers).forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        onProgress(1);
        resolve(
          new Response(xhr.status === 204 ? null : xhr.responseText, {
            status: xhr.status,
            headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? 'application/json' },
          }),
        );
      };
      // Offline or refused: the same TypeError fetch gives, so the error normaliser reads it alike.
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.ontimeout = () => reject(new TypeError('Network request timed out'));
      xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
      init.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send((init.body as XMLHttpRequestBodyInit | null | undefined) ?? null);
    });
}
