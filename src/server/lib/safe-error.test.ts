import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';

import { users } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

import { createLogger } from './logger';
import { maskQuoted, safeError, statementName } from './safe-error';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const PERSONAL = { name: 'Laura Secreta Vidal', email: 'laura.secreta@ejemplo.es', phone: '+34 699 111 222' };

function memoryLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      callback();
    },
  });
  return { logger: createLogger('info', stream), text: () => lines.join('\n'), lines };
}

describe('database errors in the logs', () => {
  it('hold the SQL state and the statement, never the values of the failing query', async () => {
    const log = memoryLog();
    t = await createTestApp({}, { logger: log.logger });
    // A broken table makes the contact insert fail inside the real database.
    await t.db.execute(sql`alter table contacts rename to contacts_moved`);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...PERSONAL, message: 'Quiero visitar el piso de la calle Mayor.' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json().detail).toMatch(/Error interno/);
    const text = log.text();
    const entry = log.lines.map((line) => JSON.parse(line)).find((e) => e.msg === 'unhandled error');
    expect(entry.err).toMatchObject({ type: 'DatabaseError', sqlState: '42P01', statement: 'insert contacts' });
    for (const value of [PERSONAL.name, PERSONAL.email, '699 111 222', 'Laura', 'calle Mayor'])
      expect(text).not.toContain(value);
    expect(text).not.toContain('params');
  });

  it('mask the values PostgreSQL quotes in its message and detail', async () => {
    t = await createTestApp();
    const error = await t.db
      .insert(users)
      .values({ username: 'admin', email: PERSONAL.email, passwordHash: 'x' })
      .then(() => null)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).toContain(PERSONAL.email); // what pino used to log
    const logged = safeError(error) as Record<string, unknown>;
    expect(logged).toMatchObject({
      type: 'DatabaseError',
      sqlState: '23505',
      statement: 'insert users',
      constraint: 'users_username_unique',
    });
    expect(JSON.stringify(logged)).not.toContain(PERSONAL.email);
    expect(JSON.stringify(logged)).not.toContain('admin-password');
  });

  it('leave other errors as they are, causes included', () => {
    const error = new Error('SMTP caído', {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    });
    expect(safeError(error)).toMatchObject({
      type: 'Error',
      message: 'SMTP caído',
      cause: { message: 'connect ECONNREFUSED', code: 'ECONNREFUSED' },
    });
    expect(safeError('texto')).toBe('texto');
  });

  it('name statements and mask quoted values', () => {
    expect(statementName('select "id", "name" from "users" where "users"."email" = $1')).toBe('select users');
    expect(statementName('update "contacts" set "name" = $1')).toBe('update contacts');
    expect(statementName('delete from "contacts" where "id" = $1')).toBe('delete contacts');
    expect(maskQuoted('date/time field value out of range: "0000-01-01"\nmore')).toBe(
      'date/time field value out of range: "…"',
    );
  });
});
