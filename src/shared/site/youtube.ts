// Parsed with URL rather than one big regex so that look-alike hosts ("youtube.com.evil.example")
// and other schemes ("javascript:") can never yield an id.

const ID_PREFIX = /^[A-Za-z0-9_-]{11}/;
const WATCH_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const EMBED_HOSTS = new Set([...WATCH_HOSTS, 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const ID_PATH_PREFIXES = new Set(['embed', 'v', 'live', 'shorts']);

function toUrl(raw: string): URL | null {
  const text = raw.trim();
  if (text === '' || /\s/.test(text)) return null;
  // People paste "youtu.be/…" or "www.youtube.com/…" without a scheme.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function candidateId(url: URL): string | null {
  const [first = '', second = ''] = url.pathname.split('/').filter(Boolean);
  if (SHORT_HOSTS.has(url.hostname)) return first;
  if (WATCH_HOSTS.has(url.hostname) && first === 'watch') return url.searchParams.get('v');
  if (EMBED_HOSTS.has(url.hostname) && ID_PATH_PREFIXES.has(first)) return second;
  return null;
}

/** The 11-character video id (the first 11 of a longer id), or null when the link is not a YouTube video. */
export function parseYoutubeId(url: string): string | null {
  const parsed = toUrl(url);
  const candidate = parsed ? candidateId(parsed) : null;
  return candidate ? (ID_PREFIX.exec(candidate)?.[0] ?? null) : null;
}

/** Privacy-enhanced player; autoplay because it is only loaded after the visitor clicks the thumbnail. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`;
}

export function youtubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
}
