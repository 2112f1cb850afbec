import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('is configured jitless before zod loads, so zod never probes new Function under the CSP', async () => {
    await import('./zod-without-eval');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // Parsing still works without compiled parsers.
    expect(z.object({ name: z.string() }).parse({ name: 'Ana' })).toEqual({ name: 'Ana' });
  });
});
