import { useState } from 'react';

import { INVALID_YOUTUBE_MESSAGE } from '#shared/schemas/property-schema.ts';
import { TRANSLATION_FALLBACK_HINT } from '#shared/site/translated-content.ts';
import { parseYoutubeId } from '#shared/site/youtube.ts';
import { clientId } from '#web/lib/client-id.ts';
import { Button } from '#web/ui/Button.tsx';
import { Tabs } from '#web/ui/Tabs.tsx';
import { TextField } from '#web/ui/TextField.tsx';
import { languageTabs, translatedLabel } from '#web/ui/translations/language-tabs.tsx';

import { FormSection, type UpdateValues } from './FormSection';
import type { VideoDraft } from './property-form-model';

const TITLE_FIELD = { es: 'title', ca: 'title_ca', en: 'title_en' } as const;

/** YouTube videos with their titles in Spanish, Catalan and English (decision 016), like the images' captions. */
export function VideosSection({ videos, update }: { videos: VideoDraft[]; update: UpdateValues }) {
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    // A video is added only when its URL is not empty.
    if (url.trim() === '') return;
    if (parseYoutubeId(url) === null) {
      setError(INVALID_YOUTUBE_MESSAGE);
      return;
    }
    update({
      videos: [
        ...videos,
        { key: clientId('video'), youtube_url: url.trim(), title: title.trim(), title_ca: '', title_en: '' },
      ],
    });
    setUrl('');
    setTitle('');
    setError(null);
  };

  return (
    <FormSection title="Videos de YouTube" description="Enlaces de YouTube (watch, youtu.be, embed, shorts o live).">
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-start">
        <TextField
          label="URL del video"
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=..."
          value={url}
          error={error}
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <TextField label="Título (opcional)" value={title} onChange={(e) => setTitle(e.target.value)} />
        <Button variant="secondary" onClick={add} className="sm:mt-6">
          Agregar
        </Button>
      </div>
      {videos.length > 0 ? (
        <ul className="mt-4 divide-y divide-stone-100 rounded-lg ring-1 ring-stone-200">
          {videos.map((video, index) => (
            <li key={video.key} className="space-y-2 px-3 py-2">
              <div className="flex items-center gap-3">
                <div className="min-w-0 flex-1">
                  <p id={`video-${video.key}`} className="truncate text-sm font-medium text-stone-900">
                    {video.title || 'Video sin título'}
                  </p>
                  <p className="truncate text-xs text-stone-600">{video.youtube_url}</p>
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-700 hover:bg-red-50"
                  onClick={() => update({ videos: videos.filter((v) => v.key !== video.key) })}
                  aria-describedby={`video-${video.key}`}
                >
                  Eliminar
                </Button>
              </div>
              <Tabs
                label={`Idioma del título del video ${index + 1}`}
                tabs={languageTabs(
                  (locale) => (
                    <TextField
                      label={translatedLabel(`Título del video ${index + 1}`, locale)}
                      value={video[TITLE_FIELD[locale]]}
                      maxLength={200}
                      hint={locale === 'es' ? undefined : TRANSLATION_FALLBACK_HINT}
                      onChange={(e) =>
                        update({
                          videos: videos.map((v) =>
                            v.key === video.key ? { ...v, [TITLE_FIELD[locale]]: e.target.value } : v,
                          ),
                        })
                      }
                    />
                  ),
                  // Only a title written in Spanish has something to translate (like the image captions).
                  (locale) => locale !== 'es' && video.title.trim() !== '' && video[TITLE_FIELD[locale]].trim() === '',
                )}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </FormSection>
  );
}
