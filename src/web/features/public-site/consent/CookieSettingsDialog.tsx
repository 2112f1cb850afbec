import { useState } from 'react';

import { INTL_LOCALE } from '#shared/i18n/locales.ts';
import { SITE_USES_ANALYTICS } from '#shared/site/cookie-policy.ts';
import { btnPrimary, btnSecondary } from '#web/features/public-site/classes.ts';
import { useI18n } from '#web/features/public-site/i18n.tsx';
import { Dialog } from '#web/ui/Dialog.tsx';

import { ACCEPT_ALL, REJECT_ALL, type ConsentCategory, type ConsentChoice, type StoredConsent } from './consent';
import { CONSENT_CATEGORIES } from './storage-inventory';

type OptionalCategory = 'analytics' | 'marketing' | 'functional';

type Props = { initial: StoredConsent | null; onSave: (choice: ConsentChoice) => void; onClose: () => void };

/** Categories the visitor cannot switch: necessary is always on; while no analytics are used, it stays off. */
const LOCKED: Partial<Record<ConsentCategory, boolean>> = {
  necessary: true,
  ...(SITE_USES_ANALYTICS ? {} : { analytics: false }),
};

export function CookieSettingsDialog({ initial, onSave, onClose }: Props) {
  const { t, locale } = useI18n();
  const [choice, setChoice] = useState<ConsentChoice>(initial ?? REJECT_ALL);
  const toggle = (key: OptionalCategory) => setChoice((current) => ({ ...current, [key]: !current[key] }));

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('cookies.dialogTitle')}
      description={t('cookies.dialogDescription')}
      closeLabel={t('modal.close')}
      footer={
        <>
          <button type="button" className={btnSecondary} onClick={() => onSave(REJECT_ALL)}>
            {t('cookies.rejectAll')}
          </button>
          <button type="button" className={btnSecondary} onClick={() => onSave(ACCEPT_ALL)}>
            {t('cookies.acceptAll')}
          </button>
          <button
            type="button"
            className={btnPrimary}
            onClick={() => onSave({ ...choice, analytics: SITE_USES_ANALYTICS && choice.analytics })}
          >
            {t('cookies.save')}
          </button>
        </>
      }
    >
      <ul className="space-y-3">
        {CONSENT_CATEGORIES.map((category) => {
          const id = `consent-${category.key}`;
          const lockedValue = LOCKED[category.key];
          const locked = lockedValue !== undefined;
          return (
            <li key={category.key} className="rounded-xl border border-stone-200 p-4">
              <div className="flex items-center justify-between gap-4">
                <label htmlFor={id} className="font-semibold text-stone-900">
                  {t(`cookies.${category.key}Title`)}
                </label>
                <input
                  id={id}
                  type="checkbox"
                  role="switch"
                  className="size-5 accent-brand-600"
                  checked={lockedValue ?? choice[category.key as OptionalCategory]}
                  disabled={locked}
                  aria-describedby={`${id}-text`}
                  onChange={() => !locked && toggle(category.key as OptionalCategory)}
                />
              </div>
              <p id={`${id}-text`} className="mt-1 text-sm text-stone-600">
                {t(`cookies.${category.key}Text`)}
              </p>
            </li>
          );
        })}
      </ul>
      {initial?.id && initial.version ? (
        <p className="mt-4 text-xs break-words text-stone-600">
          {t('cookies.recorded', {
            date: new Date(initial.timestamp).toLocaleString(INTL_LOCALE[locale], {
              dateStyle: 'long',
              timeStyle: 'short',
            }),
            id: initial.id,
            version: new Date(initial.version).toLocaleDateString(INTL_LOCALE[locale], {
              dateStyle: 'long',
              timeZone: 'UTC',
            }),
          })}
        </p>
      ) : null}
    </Dialog>
  );
}
