/** "1,4 MB", "320 KB": sizes of attachments in the admin list and the signing page ("1.4 MB" for an English buyer). */
export function formatFileSize(bytes: number, intlLocale = 'es-ES'): string {
  if (bytes >= 1024 * 1024)
    return `${(bytes / (1024 * 1024)).toLocaleString(intlLocale, { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
