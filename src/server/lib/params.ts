import { notFound } from './errors';

export function uuidParam(params: unknown, name = 'id', message?: string): string {
  const value = (params as Record<string, unknown>)[name];
  if (typeof value !== 'string' || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) {
    throw notFound(message);
  }
  return value.toLowerCase();
}
