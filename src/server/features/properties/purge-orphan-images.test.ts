import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { propertyImages, storedFiles } from '#server/db/schema.ts';
import { pngImage } from '#server/test/images.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

import { ORPHAN_MAX_AGE_MS, purgeOrphanImages } from './purge-orphan-images';
import { uploadImage } from './store-image';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('purgeOrphanImages', () => {
  it('deletes uploads no property claimed within a day, with their files, and keeps recent ones', async () => {
    await uploadImage(t.db, await pngImage());
    expect(await purgeOrphanImages(t.db)).toBe(0);
    expect(await purgeOrphanImages(t.db, Date.now() + ORPHAN_MAX_AGE_MS + 1000)).toBe(1);
    expect(await t.db.select().from(propertyImages)).toHaveLength(0);
    expect(await t.db.select().from(storedFiles)).toHaveLength(0);
  });
});
