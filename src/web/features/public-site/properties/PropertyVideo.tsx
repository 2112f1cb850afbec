import { useState } from 'react';

import type { PropertyVideoDto } from '#shared/api/api-types.ts';
import { parseYoutubeId, youtubeEmbedUrl, youtubeWatchUrl } from '#shared/site/youtube.ts';
import { cookieSettingsButton } from '#web/features/public-site/consent/consent-ui.ts';
import { useConsent } from '#web/features/public-site/consent/use-consent.ts';
import { useI18n } from '#web/features/public-site/i18n.tsx';
import { Icon } from '#web/features/public-site/icons.tsx';

const frame = 'relative aspect-video overflow-hidden rounded-xl bg-stone-900';

/**
 * The YouTube player counts as marketing: with consent it loads (privacy-enhanced) only after a click, and
 * nothing from YouTube (not even its preview picture) loads before that, as the cookie policy says; without
 * consent the visitor gets a link to YouTube instead. Unparseable links say 'Video no disponible'.
 */
export function PropertyVideo({ video }: { video: PropertyVideoDto }) {
  const { t } = useI18n();
  const [playing, setPlaying] = useState(false);
  const consent = useConsent();
  const id = parseYoutubeId(video.youtube_url);
  const title = video.title || t('video.defaultTitle');

  if (!id) {
    return (
      <div className={`${frame} flex items-center justify-center bg-stone-100 text-sm font-medium text-stone-600`}>
        {t('video.unavailable')}
      </div>
    );
  }
  if (!consent?.marketing) {
    return (
      // Not the 16:9 frame: the explanation must fit on a narrow phone too.
      <div className="flex min-h-52 flex-col items-center justify-center gap-3 rounded-xl bg-brand-900 p-5 text-center text-sm text-stone-200">
        <p>{t('video.needsConsent')}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <a
            href={youtubeWatchUrl(id)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 rounded-full bg-white px-4 py-2 font-semibold text-stone-900 hover:bg-sand-100"
          >
            {t('video.watchOnYoutube')}
            <Icon name="external" className="size-4" />
            <span className="sr-only">{` ${t('page.newTab')}`}</span>
          </a>
          <button
            {...cookieSettingsButton}
            className="rounded-full border border-white/40 px-4 py-2 font-semibold text-white hover:bg-white/10"
          >
            {t('footer.cookieSettings')}
          </button>
        </div>
      </div>
    );
  }
  if (playing) {
    return (
      <div className={frame}>
        <iframe
          src={youtubeEmbedUrl(id)}
          title={title}
          className="absolute inset-0 size-full"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className={`${frame} group block w-full bg-gradient-to-br from-brand-800 to-stone-900`}
    >
      <span
        aria-hidden="true"
        className="absolute inset-x-4 bottom-3 truncate text-left text-sm font-medium text-white/90"
      >
        {title}
      </span>
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-white/95 text-brand-800 shadow-lg">
          <Icon name="play" className="ml-1 size-7" />
        </span>
      </span>
      <span className="sr-only">{t('video.play', { title })}</span>
    </button>
  );
}
