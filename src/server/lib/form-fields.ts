import type { FastifyRequest } from 'fastify';

/** Text fields of a JSON body or a multipart form, as one plain object. */
export async function readFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) return (request.body ?? {}) as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for await (const part of request.parts({ limits: { fileSize: 0, files: 0, fields: 20, fieldSize: 10_000 } })) {
    if (part.type === 'field') fields[part.fieldname] = part.value;
  }
  return fields;
}
