export const STAMP_FILE: string;
export function sourceHash(root: string): string;
export function isBuildCurrent(root: string): boolean;
