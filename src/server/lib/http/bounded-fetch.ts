// Every outgoing HTTP call of the server goes through here (docs/decisions/023-trusted-time-verified-and-in-the-background.md):
// one deadline for the whole exchange, and the answer read as a stream that is abandoned the moment it passes its
// byte cap, so a silent or endless peer costs at most the deadline and the cap, never the memory.

export class BoundedFetchError extends Error {}

export type BoundedResponse = { status: number; contentType: string; body: Buffer };

export type FetchLimits = { maxBytes: number; timeoutMs: number };

export async function boundedFetch(
  url: string,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; headers?: Record<string, string>; body?: Buffer },
  limits: FetchLimits,
): Promise<BoundedResponse> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new BoundedFetchError(`sin respuesta en ${limits.timeoutMs / 1000} s`)),
    limits.timeoutMs,
  );
  try {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: init.headers,
      body: init.body ? new Uint8Array(init.body) : undefined,
      signal: controller.signal,
      redirect: 'error',
    });
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > limits.maxBytes) {
      controller.abort();
      throw new BoundedFetchError(`respuesta demasiado grande (${declared} bytes)`);
    }
    const chunks: Buffer[] = [];
    let received = 0;
    if (response.body) {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        received += value.byteLength;
        if (received > limits.maxBytes) {
          controller.abort();
          await reader.cancel().catch(() => undefined);
          throw new BoundedFetchError(`respuesta demasiado grande (más de ${limits.maxBytes} bytes)`);
        }
        chunks.push(Buffer.from(value));
      }
    }
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      body: Buffer.concat(chunks),
    };
  } catch (error) {
    if (error instanceof BoundedFetchError) throw error;
    if (controller.signal.reason instanceof BoundedFetchError) throw controller.signal.reason;
    throw new BoundedFetchError((error as Error).message);
  } finally {
    clearTimeout(timer);
  }
}
