import { z } from 'zod';
import { CONTENT_MAX_LENGTH, CONTENT_TOO_LONG_MESSAGE } from '../site/content';

/** Body of PUT /api/cms/content/{key}; per-key format checks are in validateContentValue. */
export const contentUpdateSchema = z.object(
  {
    content: z
      .string({ error: 'El contenido es obligatorio' })
      .max(CONTENT_MAX_LENGTH, CONTENT_TOO_LONG_MESSAGE),
  },
  { error: 'El contenido es obligatorio' },
);

export type ContentUpdateInput = z.output<typeof contentUpdateSchema>;
