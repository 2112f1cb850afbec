import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Errors Fastify or Node.js answer before any route or error handler runs: they get the product's `{"detail"}` in
 * Spanish too, never an English `message` (docs/product.md#8-api).
 */
const ROUTER_ERRORS: Record<string, { status: number; detail: string }> = {
  FST_ERR_BAD_URL: { status: 400, detail: 'La dirección de la petición no es válida.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, detail: 'La dirección de la petición es demasiado larga.' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, detail: 'La petición no es válida.' },
};

/** Fastify's `frameworkErrors`: malformed URLs (bad percent-encoding) and the like. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = ROUTER_ERRORS[error.code] ?? { status: 400, detail: 'La petición no es válida.' };
  request.log.info({ code: error.code }, 'request refused');
  void reply.status(known.status).header('cache-control', 'no-store').send({ detail: known.detail });
}

/** What Node's HTTP parser refuses (duplicate Content-Length, bad headers) and slow requests it cuts. */
function clientErrorAnswer(code: string | undefined): { status: number; detail: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, detail: 'La petición ha tardado demasiado en llegar.' };
  if (code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, detail: 'Las cabeceras de la petición son demasiado grandes.' };
  return { status: 400, detail: 'La petición no es válida.' };
}

/** Fastify's `clientErrorHandler`: writes the answer straight to the socket, as Node would, and closes it. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, detail } = clientErrorAnswer(error.code);
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
