import { ApiError, tokenStore } from './api-client';

type UploadOptions = {
  signal?: AbortSignal;
  /** false: without the admin's token (the signing page, authorised by its link). */
  auth?: boolean;
  /** Text fields sent before the file (the server reads them before it streams the file). */
  fields?: Record<string, string>;
};

/**
 * POST one file as multipart field `file`, with the admin's token unless `auth` is false. XMLHttpRequest rather than
 * fetch because only it reports upload progress, which the screens show (`onProgress` receives 0..1). Errors are the
 * API's `ApiError`.
 */
export function uploadFile<T>(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
  options: UploadOptions = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    const token = options.auth === false ? null : tokenStore.get();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(xhr.response as T);
        return;
      }
      const detail = (xhr.response as { detail?: unknown } | null)?.detail;
      reject(new ApiError(xhr.status, typeof detail === 'string' ? detail : null));
    };
    xhr.onerror = () => reject(new ApiError(0, 'No se pudo conectar con el servidor.'));
    xhr.onabort = () => reject(new ApiError(0, 'Subida cancelada.'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    for (const [name, value] of Object.entries(options.fields ?? {})) form.set(name, value);
    form.set('file', file, file.name);
    xhr.send(form);
  });
}
