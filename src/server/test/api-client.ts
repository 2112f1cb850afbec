// Plain-fetch helpers for the API matrix tests (src/server/api-contract.test.ts, features/contracts/api-*.test.ts)
// and the browser tests: they talk to a listening server exactly as an outside client would, over HTTP.
import { PNG } from 'pngjs';
import { expect } from 'vitest';

export type ApiResponse<T = unknown> = { status: number; headers: Headers; text: string; body: T };

export type CallOptions = {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Sent as is (FormData, a raw string…); `body` is JSON-encoded instead. */
  raw?: BodyInit;
};

export type Api = {
  url: string;
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<ApiResponse<T>>;
  /** Logs in and returns the access token. */
  login(username?: string, password?: string): Promise<string>;
};

/** A client of the server at `url`; `login()` without arguments logs in as `admin` with `adminPassword`. */
export function apiClient(url: string, adminPassword: string): Api {
  async function call<T>(method: string, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${url}${path}`, {
      method,
      headers,
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    let body: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json')) body = JSON.parse(text);
    return { status: response.status, headers: response.headers, text, body: body as T };
  }
  return {
    url,
    call,
    async login(username = 'admin', password = adminPassword) {
      const response = await call<{ access_token: string }>('POST', '/api/auth/login', {
        body: { username, password },
      });
      expect(response.status, response.text).toBe(200);
      return response.body.access_token;
    },
  };
}

/** Spanish words and characters, and none of the marks of a stack trace or an English framework message. */
export function expectSpanishDetail(response: ApiResponse, status: number | number[]): string {
  const statuses = Array.isArray(status) ? status : [status];
  expect(statuses, `${response.status} ${response.text}`).toContain(response.status);
  expect(response.headers.get('content-type') ?? '').toContain('application/json');
  const body = response.body as Record<string, unknown>;
  expect(typeof body.detail, response.text).toBe('string');
  const detail = body.detail as string;
  expect(detail.length).toBeGreaterThan(3);
  expect(response.text).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+|\.js:\d+|"stack"|Error:/);
  expect(detail).not.toMatch(
    /^(Unauthorized|Forbidden|Not Found|Bad Request|Too Many Requests|Payload Too Large|Internal Server Error)/i,
  );
  return detail;
}

/** What the signature pad sends: a white 400x200 PNG with a drawn stroke, or nothing drawn at all. */
export function signaturePng({ blank = false } = {}): string {
  const png = new PNG({ width: 400, height: 200 });
  png.data.fill(255);
  if (!blank) {
    for (let x = 20; x < 380; x++) {
      const y = 100 + Math.round(40 * Math.sin(x / 15));
      for (let dy = -2; dy <= 2; dy++) {
        const index = ((y + dy) * 400 + x) * 4;
        png.data[index] = png.data[index + 1] = png.data[index + 2] = 20;
      }
    }
  }
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

/** A small real PNG photo-like image as a data: URL, as the property form posts new images. */
export function imageDataUrl(color: [number, number, number] = [40, 120, 60]): string {
  const png = new PNG({ width: 64, height: 48 });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = color[0];
    png.data[i + 1] = color[1];
    png.data[i + 2] = (color[2] + i) % 255;
    png.data[i + 3] = 255;
  }
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

/** A PDF-looking file of exactly `size` bytes, as the wizard posts it: plain base64 in `content`. */
export function pdfAttachment(filename: string, size: number) {
  const data = Buffer.alloc(size, 0x20);
  data.write('%PDF-1.4\n');
  return {
    filename,
    content: data.toString('base64'),
    content_type: 'application/pdf',
    size,
    uploaded_at: new Date().toISOString(),
  };
}
