import { describe, expect, it } from 'vitest';

import { parseYoutubeId, youtubeEmbedUrl, youtubeWatchUrl } from './youtube';

const ID = 'dQw4w9WgXcQ';

describe('parseYoutubeId', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}&list=RD${ID}`,
    `https://www.youtube.com/watch?feature=share&v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}&t=42s#comments`,
    `https://WWW.YouTube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `  https://www.youtube.com/watch?v=${ID}  `,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc123&t=10`,
    `youtu.be/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?start=3`,
    `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`,
    `https://youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    `https://www.youtube.com/live/${ID}?feature=shared`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}/`,
    `https://www.youtube.com/watch?v=${ID}EXTRA`,
    `https://youtu.be/${ID}toolong`,
  ])('%s → id', (url) => {
    expect(parseYoutubeId(url)).toBe(ID);
  });

  it.each([
    ['https://youtu.be/a_b-C1d2E3f', 'a_b-C1d2E3f'],
    ['https://www.youtube.com/shorts/-_-_-_-_-_-', '-_-_-_-_-_-'],
  ])('keeps - and _ in ids: %s', (url, id) => {
    expect(parseYoutubeId(url)).toBe(id);
  });

  it.each([
    '',
    '   ',
    'not a url',
    ID,
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?list=PL123',
    `https://www.youtube.com/watch?v=dQw4w9WgX!Q`,
    `https://www.youtube.com/channel/${ID}`,
    'https://www.youtube.com/embed/',
    'https://www.youtube.com/',
    `https://youtu.be/`,
    `https://vimeo.com/${ID}`,
    `https://evil.example/watch?v=${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    `https://youtube-nocookie.com/watch?v=${ID}`,
    `javascript:alert('${ID}')`,
    `ftp://youtu.be/${ID}`,
    `data:text/html,youtu.be/${ID}`,
    `https://www.youtube.com/watch?v=${ID} extra`,
  ])('rejects %j', (url) => {
    expect(parseYoutubeId(url)).toBeNull();
  });
});

describe('YouTube URLs', () => {
  it('builds the privacy-enhanced embed URL with autoplay', () => {
    expect(youtubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`);
  });

  it('builds the watch URL', () => {
    expect(youtubeWatchUrl(ID)).toBe(`https://www.youtube.com/watch?v=${ID}`);
  });

  it.each([youtubeEmbedUrl, youtubeWatchUrl])('%o escapes the id', (build) => {
    expect(build('a/b?c')).not.toContain('a/b?c');
  });

  it.each([youtubeEmbedUrl, youtubeWatchUrl])('%o output parses back to the id', (build) => {
    expect(parseYoutubeId(build(ID))).toBe(ID);
  });
});
