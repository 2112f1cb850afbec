import type { PropertyImageDto } from '#shared/api/api-types.ts';
import { uploadFile } from '#web/lib/upload-file.ts';

/** POST /api/cms/images with one file, reporting upload progress (0..1), which the form shows per file. */
export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<PropertyImageDto> {
  return uploadFile<PropertyImageDto>('/api/cms/images', file, onProgress, { signal });
}
