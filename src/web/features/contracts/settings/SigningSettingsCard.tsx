import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { SETTING_LABELS, settingsSchema, type AppSettings } from '../../../../shared/schemas/settings-schema';
import { zodIssuesToSpanish } from '../../../../shared/schemas/zod-errors';
import { errorWithDetail } from '../../../lib/api-client';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/Toast';
import { settingsQuery, useSaveSettings } from './settings-api';

type Draft = { signing_email_code: boolean; reminder_interval_days: string; reminder_max_count: string; link_expiry_days: string };

const toDraft = (settings: AppSettings): Draft => ({
  signing_email_code: settings.signing_email_code,
  reminder_interval_days: String(settings.reminder_interval_days),
  reminder_max_count: String(settings.reminder_max_count),
  link_expiry_days: String(settings.link_expiry_days),
});

/** 'Ajustes de firma': the email code before signing, reminders and link expiry (docs/product.md §5.4). */
export function SigningSettingsCard() {
  const settings = useQuery(settingsQuery);
  return (
    <section aria-labelledby="signing-settings-title" className="mt-8 rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <h2 id="signing-settings-title" className="text-lg font-semibold text-stone-900">
        Ajustes de firma
      </h2>
      <p className="mt-1 text-sm text-stone-600">Se aplican a todos los enlaces de firma, también a los ya enviados.</p>
      {settings.isPending ? (
        <Spinner className="py-6" />
      ) : settings.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {errorWithDetail('Error al cargar los ajustes', settings.error)}
        </p>
      ) : (
        // Keyed by the saved values, so the form starts again from them after each save.
        <SettingsForm key={JSON.stringify(settings.data)} saved={settings.data} />
      )}
    </section>
  );
}

function SettingsForm({ saved }: { saved: AppSettings }) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(saved));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSettings();
  const toast = useToast();
  const checkboxId = useId();
  const changed = JSON.stringify(draft) !== JSON.stringify(toDraft(saved));
  const set = (key: keyof Draft, value: string | boolean) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    const parsed = settingsSchema.safeParse(draft);
    if (!parsed.success) {
      setError(zodIssuesToSpanish(parsed.error));
      return;
    }
    setError(null);
    try {
      await save.mutateAsync(parsed.data);
      toast.success('Ajustes de firma guardados');
    } catch (failure) {
      toast.error(errorWithDetail('Error al guardar los ajustes', failure));
    }
  };

  return (
    <form
      className="mt-4 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={draft.signing_email_code}
          onChange={(event) => set('signing_email_code', event.target.checked)}
          className="size-6 shrink-0 accent-brand-600"
        />
        <label htmlFor={checkboxId} className="text-sm text-stone-800">
          <span className="font-medium">{SETTING_LABELS.signing_email_code}</span>
          <span className="block text-stone-600">El comprador confirma un código de 6 cifras enviado a su email antes de poder firmar.</span>
        </label>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {(['reminder_interval_days', 'reminder_max_count', 'link_expiry_days'] as const).map((key) => (
          <TextField
            key={key}
            label={SETTING_LABELS[key]}
            name={key}
            type="number"
            inputMode="numeric"
            min={key === 'reminder_max_count' ? 0 : 1}
            value={draft[key]}
            onChange={(event) => set(key, event.target.value)}
            hint={key === 'reminder_max_count' ? '0 = sin recordatorios' : undefined}
          />
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => setDraft(toDraft(saved))} disabled={!changed || save.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={!changed || save.isPending}>
          {save.isPending ? 'Guardando...' : 'Guardar'}
        </Button>
      </div>
    </form>
  );
}
