import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { SETTING_LABELS, settingsSchema, type AppSettings } from '#shared/schemas/settings-schema.ts';
import { zodIssuesToSpanish } from '#shared/schemas/zod-errors.ts';
import { errorWithDetail } from '#web/lib/api-client.ts';
import { setupChecklistQuery } from '#web/lib/setup-checklist-query.ts';
import { Button } from '#web/ui/Button.tsx';
import { Spinner } from '#web/ui/Spinner.tsx';
import { TextField } from '#web/ui/TextField.tsx';
import { useToast } from '#web/ui/Toast.tsx';

import { settingsQuery, useSaveSettings } from './settings-api';

type Draft = {
  signing_email_code: boolean;
  buyer_file_required_arras: boolean;
  buyer_file_required_reservation: boolean;
  reminder_interval_days: string;
  reminder_max_count: string;
  link_expiry_days: string;
};

type CheckboxKey = 'signing_email_code' | 'buyer_file_required_arras' | 'buyer_file_required_reservation';

const CHECKBOX_HINTS: Record<CheckboxKey, string> = {
  signing_email_code: 'El comprador confirma un código de 6 cifras enviado a su email antes de poder firmar.',
  buyer_file_required_arras: 'Documento de identidad y declaraciones del comprador (Ley 10/2010) antes de su firma.',
  buyer_file_required_reservation: 'Si no, la página de firma lo ofrece sin exigirlo.',
};

const toDraft = (settings: AppSettings): Draft => ({
  signing_email_code: settings.signing_email_code,
  buyer_file_required_arras: settings.buyer_file_required_arras,
  buyer_file_required_reservation: settings.buyer_file_required_reservation,
  reminder_interval_days: String(settings.reminder_interval_days),
  reminder_max_count: String(settings.reminder_max_count),
  link_expiry_days: String(settings.link_expiry_days),
});

/** 'Ajustes de firma': the email code before signing, reminders and link expiry (docs/product.md §5.4). */
export function SigningSettingsCard() {
  const settings = useQuery(settingsQuery);
  return (
    <section
      aria-labelledby="signing-settings-title"
      className="mt-8 rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
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
  const queryClient = useQueryClient();
  // Until an owner saves them once, the values are only the defaults: saving them unchanged is the decision
  // (docs/product.md#signing-policy-decision), so Guardar stays available.
  const undecided =
    useQuery(setupChecklistQuery).data?.checks.find((check) => check.id === 'signing_policy')?.done === false;
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
      void queryClient.invalidateQueries({ queryKey: setupChecklistQuery.queryKey });
      toast.success(
        changed ? 'Ajustes de firma guardados' : 'Ajustes de firma confirmados: tu decisión queda registrada',
      );
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
      {(['signing_email_code', 'buyer_file_required_arras', 'buyer_file_required_reservation'] as const).map((key) => (
        <div key={key} className="flex items-start gap-3">
          <input
            id={`${checkboxId}-${key}`}
            type="checkbox"
            checked={draft[key]}
            onChange={(event) => set(key, event.target.checked)}
            className="size-6 shrink-0 accent-brand-600"
          />
          <label htmlFor={`${checkboxId}-${key}`} className="text-sm text-stone-800">
            <span className="font-medium">{SETTING_LABELS[key]}</span>
            <span className="block text-stone-600">{CHECKBOX_HINTS[key]}</span>
          </label>
        </div>
      ))}
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
      {undecided && !changed ? (
        <p className="text-sm text-stone-700">
          Todavía no has decidido: si estos ajustes te parecen bien, pulsa Guardar sin cambiar nada y tu decisión
          quedará registrada.
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => setDraft(toDraft(saved))} disabled={!changed || save.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={(!changed && !undecided) || save.isPending}>
          {save.isPending ? 'Guardando...' : 'Guardar'}
        </Button>
      </div>
    </form>
  );
}
