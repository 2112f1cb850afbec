const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 imágenes · 1 vídeo" for the Multimedia column. */
export function mediaCounts(property: { images: unknown[]; videos: unknown[] }): string {
  return `${plural(property.images.length, 'imagen', 'imágenes')} · ${plural(property.videos.length, 'vídeo', 'vídeos')}`;
}
