import type { FastifyReply } from 'fastify';

/** RFC 6266 attachment header: an ASCII fallback plus the UTF-8 name, so "señal.pdf" survives. */
function contentDisposition(filename: string): string {
  const ascii =
    filename
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'archivo';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Personal documents: never cached, never sniffed into another type. */
export function sendFile(reply: FastifyReply, data: Buffer, contentType: string, filename: string): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', contentDisposition(filename))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(data);
}
