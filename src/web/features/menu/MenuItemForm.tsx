import { useState, type FormEvent } from 'react';

import type { MenuItemDto } from '#shared/api/api-types.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { menuItemSchema } from '#shared/schemas/menu-schema.ts';
import { TRANSLATION_FALLBACK_HINT } from '#shared/site/translated-content.ts';
import { clientId } from '#web/lib/client-id.ts';
import { Button } from '#web/ui/Button.tsx';
import { Tabs } from '#web/ui/Tabs.tsx';
import { TextField } from '#web/ui/TextField.tsx';
import { languageTabs, translatedLabel } from '#web/ui/translations/language-tabs.tsx';

type Props = {
  item: MenuItemDto | null;
  nextOrder: number;
  saving: boolean;
  onSave: (item: MenuItemDto) => void;
  onCancel: () => void;
};

const LABEL_FIELD = { es: 'label', ca: 'label_ca', en: 'label_en' } as const;
const LABEL_OF: Record<Locale, (values: { label: string; labelCa: string; labelEn: string }) => string> = {
  es: (values) => values.label,
  ca: (values) => values.labelCa,
  en: (values) => values.labelEn,
};

type Errors = Partial<Record<'label' | 'label_ca' | 'label_en' | 'href' | 'order', string>>;

/** Label and href required, order a number ≥ 1 (default 1), active by default. */
export function MenuItemForm({ item, nextOrder, saving, onSave, onCancel }: Props) {
  const [label, setLabel] = useState(item?.label ?? '');
  // The label as the Catalan and English pages show it; blank shows the Spanish one (docs/product.md §11.1).
  const [labelCa, setLabelCa] = useState(item?.label_ca ?? '');
  const [labelEn, setLabelEn] = useState(item?.label_en ?? '');
  const [href, setHref] = useState(item?.href ?? '');
  const [order, setOrder] = useState(String(item?.order ?? Math.max(1, nextOrder)));
  const [active, setActive] = useState(item?.is_active ?? true);
  const [errors, setErrors] = useState<Errors>({});
  const values = { label, labelCa, labelEn };
  const setters: Record<Locale, (value: string) => void> = { es: setLabel, ca: setLabelCa, en: setLabelEn };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = menuItemSchema.safeParse({
      label,
      label_ca: labelCa,
      label_en: labelEn,
      href,
      order: order.trim() === '' ? undefined : order,
      is_active: active,
    });
    if (!result.success) {
      const found: Errors = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const { label: cleanLabel, href: cleanHref, order: cleanOrder, is_active } = result.data;
    onSave({
      id: item?.id ?? clientId('menu'),
      label: cleanLabel,
      label_ca: result.data.label_ca || null,
      label_en: result.data.label_en || null,
      href: cleanHref,
      order: cleanOrder,
      is_active,
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
      aria-labelledby="menu-form-title"
    >
      <h2 id="menu-form-title" className="mb-4 text-lg font-semibold text-stone-900">
        {item ? 'Editar elemento' : 'Nuevo elemento'}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Tabs
          label="Idioma de la etiqueta"
          className="sm:col-span-2"
          tabs={languageTabs(
            (locale) => (
              <TextField
                label={translatedLabel('Etiqueta', locale)}
                required={locale === 'es'}
                value={LABEL_OF[locale](values)}
                error={errors[LABEL_FIELD[locale]]}
                hint={locale === 'es' ? undefined : TRANSLATION_FALLBACK_HINT}
                onChange={(e) => setters[locale](e.target.value)}
              />
            ),
            (locale) => locale !== 'es' && LABEL_OF[locale](values).trim() === '',
            (locale) => Boolean(errors[LABEL_FIELD[locale]]),
          )}
        />
        <TextField
          label="Enlace"
          required
          value={href}
          error={errors.href}
          placeholder="#propiedades"
          autoCapitalize="none"
          spellCheck={false}
          onChange={(e) => setHref(e.target.value)}
          hint="#seccion, /ruta o https://…"
        />
        <TextField
          label="Orden"
          type="number"
          inputMode="numeric"
          min={1}
          required
          value={order}
          error={errors.order}
          onChange={(e) => setOrder(e.target.value)}
        />
        <label className="flex min-h-11 items-center gap-3 self-end text-sm font-medium text-stone-800">
          <input
            type="checkbox"
            checked={active}
            onChange={(e) => setActive(e.target.checked)}
            className="size-5 accent-brand-600"
          />
          Activo (visible en la web)
        </label>
      </div>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Guardando...' : item ? 'Actualizar elemento' : 'Agregar elemento'}
        </Button>
      </div>
    </form>
  );
}
