import { buyerDateTime } from '#shared/i18n/buyer-format.ts';
import { INTL_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import type { Executor } from '#server/db/client.ts';
import { companyDetails } from '#server/features/content/index.ts';
import { enquiryText } from '#server/lib/mail/enquiry-mail-text.ts';
import { renderMail } from '#server/lib/mail/layout.ts';
import { enqueueMail } from '#server/lib/mail/outbox.ts';
import { saveFile } from '#server/lib/storage.ts';

import type { ViewingRow } from './dto';
import { buildInvitation } from './ics';

/** How long a viewing lasts in the visitor's calendar. */
const VIEWING_MINUTES = 45;

type ViewingMail = { viewing: ViewingRow; address: string; link: string; now: Date };

/**
 * The visitor's invitation (docs/product.md §4.2): a mail in their language with the event as a `text/calendar`
 * part (METHOD:REQUEST; a cancellation is METHOD:CANCEL of the same UID, one sequence later) and the personal link
 * to confirm or cancel. Queued in the caller's transaction.
 */
export async function queueViewingMail(
  tx: Executor,
  { viewing, address, link, now }: ViewingMail,
  method: 'REQUEST' | 'CANCEL',
) {
  const locale = viewing.visitorLanguage as Locale;
  const t = enquiryText(locale);
  const company = await companyDetails(tx);
  const companyName = company.company_name.trim() || 'Casa Nova';
  const when = buyerDateTime(viewing.startsAt, locale);
  const property = viewing.propertyLabel;
  const ics = buildInvitation({
    method,
    uid: viewing.calendarUid,
    sequence: viewing.calendarSequence,
    start: viewing.startsAt,
    end: new Date(viewing.startsAt.getTime() + VIEWING_MINUTES * 60_000),
    summary: t('viewing.calendarSummary', { property }),
    description: [t('viewing.attendee', { attendee: viewing.attendee }), `${t('viewing.action')}: ${link}`].join('\n'),
    location: address,
    organizer: { name: companyName, email: company.company_email.trim() || 'no-reply@casanova.invalid' },
    attendee: { name: viewing.visitorName, email: viewing.visitorEmail },
    stamp: now,
    lang: INTL_LOCALE[locale],
  });
  const file = await saveFile(tx, {
    data: Buffer.from(ics, 'utf8'),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  });
  const content =
    method === 'REQUEST'
      ? {
          subject: t('viewing.subject', { property, when }),
          ...renderMail({
            lang: INTL_LOCALE[locale],
            title: t('viewing.title'),
            paragraphs: [
              t('greeting', { name: viewing.visitorName }),
              t('viewing.body', { companyName, when, address, property }),
              t('viewing.attendee', { attendee: viewing.attendee }),
              t('viewing.calendar'),
            ],
            action: { label: t('viewing.action'), url: link },
          }),
        }
      : {
          subject: t('cancelled.subject', { property }),
          ...renderMail({
            lang: INTL_LOCALE[locale],
            title: t('cancelled.title'),
            paragraphs: [t('greeting', { name: viewing.visitorName }), t('cancelled.body', { property, when })],
          }),
        };
  await enqueueMail(tx, {
    kind: method === 'REQUEST' ? 'viewing_invitation' : 'viewing_cancelled',
    to: viewing.visitorEmail,
    ...content,
    attachments: [
      {
        filename: method === 'REQUEST' ? 'visita.ics' : 'visita-anulada.ics',
        fileId: file.id,
        contentType: `text/calendar; charset=utf-8; method=${method}`,
      },
    ],
  });
}
