import { z } from 'zod';
import { notFound } from './errors';

/** Numeric id from a path parameter; anything else is simply not found. */
export function idParam(params: unknown, message?: string): number {
  const parsed = z.object({ id: z.coerce.number().int().positive() }).safeParse(params);
  if (!parsed.success) throw notFound(message);
  return parsed.data.id;
}

export function uuidParam(params: unknown, name = 'id', message?: string): string {
  const value = (params as Record<string, unknown>)[name];
  if (typeof value !== 'string' || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) {
    throw notFound(message);
  }
  return value.toLowerCase();
}
