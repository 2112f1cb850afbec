// Helpers for the schema tests: the messages a parse gave, and whether zod's English leaked into them.
import type { z } from 'zod';

/** Messages of a safeParse result, in issue order; [] when parsing succeeded. */
export function issueMessages(result: z.ZodSafeParseResult<unknown>): string[] {
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

// zod's built-in (English) messages all contain one of these; ours never do.
const ENGLISH_MARKERS = /\b(Invalid|expected|received|Required|Too (small|big)|Unrecognized)\b/;

export function hasEnglishMessage(result: z.ZodSafeParseResult<unknown>): boolean {
  return issueMessages(result).some((message) => ENGLISH_MARKERS.test(message));
}
