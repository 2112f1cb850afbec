import { useState } from 'react';

import type { PropertyDto } from '#shared/api/api-types.ts';
import { telHref, whatsappChatHref, whatsappShareHref } from '#shared/site/phone-links.ts';
import { btnPrimarySmall, btnSecondarySmall } from '#web/features/public-site/classes.ts';
import { useI18n } from '#web/features/public-site/i18n.tsx';

type Props = { property: PropertyDto; phone: string | undefined; interestMessage: string; onInterested: () => void };

/**
 * What a buyer on a phone wants first, above the gallery: ask about it, call or WhatsApp the company, share the
 * page. Sharing uses the Web Share API where the browser has it, otherwise WhatsApp and copy-link.
 */
export function ListingActions({ property, phone, interestMessage, onInterested }: Props) {
  const { t } = useI18n();
  const [fallback, setFallback] = useState(false);
  const [copied, setCopied] = useState(false);
  const tel = telHref(phone);
  const chat = whatsappChatHref(phone, interestMessage);
  const url = () => window.location.href;

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: property.title, url: url() });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to do. Any other failure shows the fallbacks.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setFallback((open) => !open);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url());
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div aria-label={t('listing.actions')} role="group" className="flex flex-wrap gap-2" data-listing-actions>
      <button type="button" className={`${btnPrimarySmall} grow sm:grow-0`} onClick={onInterested}>
        {t('modal.interested')}
      </button>
      {tel ? (
        <a className={btnSecondarySmall} href={tel}>
          {t('listing.call')}
        </a>
      ) : null}
      {chat ? (
        <a className={btnSecondarySmall} href={chat} target="_blank" rel="noopener noreferrer">
          {t('listing.whatsapp')}
        </a>
      ) : null}
      <button type="button" className={btnSecondarySmall} aria-expanded={fallback} onClick={() => void share()}>
        {t('listing.share')}
      </button>
      {fallback ? (
        <div className="flex w-full flex-wrap gap-2" data-share-fallback>
          <a
            className={btnSecondarySmall}
            href={whatsappShareHref(`${property.title} ${url()}`)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('listing.shareWhatsapp')}
          </a>
          <button type="button" className={btnSecondarySmall} onClick={() => void copy()}>
            {copied ? t('listing.linkCopied') : t('listing.copyLink')}
          </button>
          <span className="sr-only" role="status">
            {copied ? t('listing.linkCopied') : ''}
          </span>
        </div>
      ) : null}
    </div>
  );
}
