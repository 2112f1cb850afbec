import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

import { KYERO_FEED_PATH } from '#shared/feeds/feed-paths.ts';
import {
  PORTAL_NAMES,
  PORTAL_SWITCHES,
  PORTALS,
  type Portal,
  type PortalSwitch,
} from '#shared/portal-lifecycle/portals.ts';
import type { PortalEntryDto } from '#shared/schemas/portal-schema.ts';
import { adminBase } from '#web/lib/admin-base.ts';
import { CopyButton } from '#web/ui/CopyButton.tsx';
import { TextField } from '#web/ui/TextField.tsx';

import { propertyLocationQuery, propertyPortalsQuery } from './api';
import { CatastroProposalPanel, type CatastroFields } from './CatastroProposalPanel';
import { FIELD_LABELS, PORTAL_BLURBS, STATE_LABELS, STATE_TONES } from './labels';

/** The part of the property form this section reads and writes. */
export type PortalFormValues = Record<PortalSwitch, boolean> &
  CatastroFields & { latitude: string; longitude: string; location_loaded: boolean; cadastral_reference: string };

type Props = {
  /** Null for a property not saved yet: it has no state on any portal. */
  propertyId: number | null;
  values: PortalFormValues;
  errors: Partial<Record<'latitude' | 'longitude', string>>;
  update: (patch: Partial<PortalFormValues>) => void;
};

/** Moves to the form field a portal asks for (fields carry their API name). */
function goToField(field: string) {
  const element = document.querySelector<HTMLElement>(`[name="${field}"]`);
  element?.scrollIntoView({ block: 'center' });
  element?.focus();
}

function StateBadge({ entry }: { entry: PortalEntryDto | undefined }) {
  if (!entry) return <span className="text-xs text-stone-500">Comprobando…</span>;
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATE_TONES[entry.state]}`}
    >
      {STATE_LABELS[entry.state]}
    </span>
  );
}

function EntryDetails({ entry, contentHref }: { entry: PortalEntryDto; contentHref: string }) {
  const fixes = entry.missing.filter((item) => item.code !== 'switched_off');
  return (
    <div className="mt-2 space-y-2 text-sm text-stone-700">
      {fixes.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5">
          {fixes.map((item) => (
            <li key={item.code}>
              {item.message}{' '}
              {item.field && FIELD_LABELS[item.field] ? (
                <button
                  type="button"
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  onClick={() => goToField(item.field!)}
                >
                  Ir a «{FIELD_LABELS[item.field]}»
                </button>
              ) : item.code === 'contact' ? (
                <Link className="font-medium text-brand-700 underline underline-offset-2" to={contentHref}>
                  Abrir los textos del sitio
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      ) : entry.state !== 'excluded' && entry.reason ? (
        <p>{entry.reason}</p>
      ) : null}
      {entry.warnings.map((warning) => (
        <p key={warning} className="text-amber-900">
          {warning}
        </p>
      ))}
      {entry.error ? (
        <p className="text-red-800">
          Respuesta del portal: <span className="break-words">{entry.error}</span>
        </p>
      ) : null}
    </div>
  );
}

function PortalRow(props: {
  portal: Portal;
  checked: boolean;
  onChange: (checked: boolean) => void;
  entry: PortalEntryDto | undefined;
  saved: boolean;
  contentHref: string;
  children?: ReactNode;
}) {
  const { portal, checked, entry } = props;
  const name = PORTAL_SWITCHES[portal];
  return (
    <li className="rounded-lg border border-stone-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-stone-900">
          <input
            type="checkbox"
            role="switch"
            name={name}
            checked={checked}
            onChange={(event) => props.onChange(event.target.checked)}
            className="size-5 accent-brand-600"
          />
          Publicar en {PORTAL_NAMES[portal]}
        </label>
        {props.saved ? <StateBadge entry={entry} /> : null}
      </div>
      <p className="mt-1 text-xs text-stone-600">{PORTAL_BLURBS[portal]}</p>
      {props.saved && entry ? <EntryDetails entry={entry} contentHref={props.contentHref} /> : null}
      {props.children}
    </li>
  );
}

/**
 * Where the property is advertised besides the site (docs/product.md#portals): one switch per portal and, for a
 * saved property, its state there as last saved (published, waiting, refused with the portal's reason, or left out
 * with each missing field linked); its map position for Fotocasa; and "Completar desde el Catastro".
 */
export function PortalsSection({ propertyId, values, errors, update }: Props) {
  const saved = propertyId !== null;
  const states = useQuery({ ...propertyPortalsQuery(propertyId ?? 0), enabled: saved });
  const location = useQuery({ ...propertyLocationQuery(propertyId ?? 0), enabled: saved });
  const contentHref = `${adminBase(useLocation().pathname)}/content`;
  const feedUrl = `${window.location.origin}${KYERO_FEED_PATH}`;

  // The stored coordinates arrive after the form opens; they are sent back only once known.
  useEffect(() => {
    if (location.data && !values.location_loaded) {
      update({
        latitude: location.data.latitude === null ? '' : String(location.data.latitude),
        longitude: location.data.longitude === null ? '' : String(location.data.longitude),
        location_loaded: true,
      });
    }
  }, [location.data, values.location_loaded, update]);

  const entryOf = (portal: Portal) => states.data?.find((entry) => entry.portal === portal);

  return (
    <fieldset className="min-w-0 rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <legend className="float-left mb-4 w-full">
        <span className="text-lg font-semibold text-stone-900">Portales</span>
        <span className="mt-1 block text-sm text-stone-600">
          Dónde se anuncia además de este sitio. Solo salen las propiedades En Venta con su calificación energética; una
          reserva o unas arras en curso la retiran de todos los portales.
          {saved ? ' El estado es el de lo guardado.' : ' Guárdala para ver su estado en cada portal.'}
        </span>
      </legend>
      <div className="clear-both space-y-4">
        {states.isError ? (
          <p role="alert" className="text-sm text-red-800">
            No se pudo consultar el estado en los portales.
          </p>
        ) : null}
        <ul className="space-y-3">
          {PORTALS.map((portal) => (
            <PortalRow
              key={portal}
              portal={portal}
              checked={values[PORTAL_SWITCHES[portal]]}
              onChange={(checked) => update({ [PORTAL_SWITCHES[portal]]: checked })}
              entry={entryOf(portal)}
              saved={saved}
              contentHref={contentHref}
            >
              {portal === 'kyero' ? (
                <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                  <span className="text-stone-700">Dirección del feed para Kyero y thinkSPAIN:</span>
                  <code className="break-all rounded bg-stone-100 px-2 py-1">{feedUrl}</code>
                  <CopyButton value={feedUrl} label="Copiar el enlace del feed para los portales" />
                </p>
              ) : null}
              {portal === 'fotocasa' ? (
                <div className="mt-3 grid gap-3 sm:grid-cols-2">
                  <TextField
                    label="Latitud"
                    name="latitude"
                    inputMode="decimal"
                    placeholder="41.4036"
                    value={values.latitude}
                    error={errors.latitude}
                    disabled={!values.location_loaded}
                    onChange={(event) => update({ latitude: event.target.value })}
                  />
                  <TextField
                    label="Longitud"
                    name="longitude"
                    inputMode="decimal"
                    placeholder="2.1569"
                    value={values.longitude}
                    error={errors.longitude}
                    disabled={!values.location_loaded}
                    onChange={(event) => update({ longitude: event.target.value })}
                  />
                  <p className="text-xs text-stone-600 sm:col-span-2">
                    Fotocasa la sitúa en el mapa con ellas y solo muestra la zona. Nunca salen en el sitio ni en otro
                    portal. Se copian de cualquier mapa (clic derecho sobre la finca).
                  </p>
                </div>
              ) : null}
            </PortalRow>
          ))}
        </ul>
        <CatastroProposalPanel
          propertyId={propertyId}
          reference={values.cadastral_reference}
          current={{ built_area_m2: values.built_area_m2, year_built: values.year_built, address: values.address }}
          onApply={(patch) => update(patch)}
        />
      </div>
    </fieldset>
  );
}
