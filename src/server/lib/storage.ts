import { eq } from 'drizzle-orm';

import type { Executor } from '#server/db/client.ts';
import { storedFiles } from '#server/db/schema.ts';

import { sha256Hex } from './crypto';

export type StoredFile = {
  id: string;
  contentType: string;
  size: number;
  sha256: string;
  data: Buffer;
  isPublic: boolean;
};

/**
 * The one place binaries are kept: bytes in the database with type, size and hash,
 * so that every instance on one PostgreSQL serves the same files and backups hold everything.
 */
export async function saveFile(
  db: Executor,
  input: { data: Buffer; contentType: string; isPublic?: boolean },
): Promise<{ id: string; sha256: string; size: number }> {
  const sha256 = sha256Hex(input.data);
  const [row] = await db
    .insert(storedFiles)
    .values({
      data: input.data,
      contentType: input.contentType,
      size: input.data.length,
      sha256,
      isPublic: input.isPublic ?? false,
    })
    .returning({ id: storedFiles.id });
  return { id: row!.id, sha256, size: input.data.length };
}

export async function loadFile(db: Executor, id: string): Promise<StoredFile | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const rows = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return rows[0];
}

export async function deleteFiles(db: Executor, ids: string[]): Promise<void> {
  for (const id of ids) await db.delete(storedFiles).where(eq(storedFiles.id, id));
}

/** Public URL of a public file (property images). */
export const mediaUrl = (id: string) => `/media/${id}`;
