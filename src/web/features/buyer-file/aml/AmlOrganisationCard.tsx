import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';

import { formatDate, formatDateTime, todayIsoDateInMadrid } from '#shared/format/dates.ts';
import { MAX_AML_MANUAL_BYTES, type AmlOrganisationDto } from '#shared/schemas/aml-organisation-schema.ts';
import { useIsOwner } from '#web/features/auth/index.ts';
import { errorWithDetail, saveBlob } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { SelectField } from '#web/ui/SelectField.tsx';
import { Spinner } from '#web/ui/Spinner.tsx';
import { TextField } from '#web/ui/TextField.tsx';
import { useToast } from '#web/ui/Toast.tsx';

import { amlOrganisationQuery, fetchAmlManual, useAmlApprover, useAmlManualUpload } from './aml-organisation-api';

/**
 * «Organización PBC» (docs/product.md#aml-organisation): who approves high-risk clients and the company's internal
 * manual (Ley 10/2010 arts. 14 and 26). Owners only; the setup checklist's aml_approver and aml_manual point here.
 */
export function AmlOrganisationCard() {
  const owner = useIsOwner();
  const organisation = useQuery(amlOrganisationQuery(owner));
  if (!owner) return null;
  return (
    <section
      id="organizacion-pbc"
      aria-labelledby="aml-organisation-title"
      className="mt-8 rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id="aml-organisation-title" className="text-lg font-semibold text-stone-900">
        Organización PBC
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Prevención del blanqueo de capitales: quién aprueba los clientes de riesgo alto y el manual interno de la
        empresa (Ley 10/2010, arts. 14 y 26). Sin los dos, la instalación no se pone en marcha.
      </p>
      {organisation.isPending ? (
        <Spinner className="py-6" />
      ) : organisation.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {errorWithDetail('Error al cargar la organización PBC', organisation.error)}
        </p>
      ) : (
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <Approver organisation={organisation.data} />
          <Manual organisation={organisation.data} />
        </div>
      )}
    </section>
  );
}

function Approver({ organisation }: { organisation: AmlOrganisationDto }) {
  const current = organisation.approver;
  const [chosen, setChosen] = useState(current?.valid ? String(current.user_id) : '');
  const save = useAmlApprover();
  const toast = useToast();
  const designate = async () => {
    try {
      await save.mutateAsync(Number(chosen));
      toast.success('Persona designada para aprobar los clientes de riesgo alto');
    } catch (failure) {
      toast.error(errorWithDetail('Error al designar', failure));
    }
  };
  return (
    <form
      className="space-y-3"
      aria-label="Quién aprueba los clientes de riesgo alto"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen !== '') void designate();
      }}
    >
      <h3 className="text-sm font-semibold text-stone-800">Quién aprueba los clientes de riesgo alto</h3>
      {current === null ? (
        <p className="text-sm text-stone-700">Nadie designado todavía.</p>
      ) : current.valid ? (
        <p className="text-sm text-stone-700">
          Los aprueba <strong>{current.name}</strong>. Con la instalación en marcha, nadie más puede aprobar un riesgo
          alto.
        </p>
      ) : (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {current.name} ya no tiene una cuenta de propietario activa: designa a otra persona.
        </p>
      )}
      {organisation.candidates.length === 0 ? (
        <p className="text-sm text-stone-600">
          Ninguna cuenta de propietario activa nombra todavía a una persona: indica en Personas su nombre (y, si firma
          por la empresa, sus poderes).
        </p>
      ) : (
        <>
          <SelectField
            label="Persona (cuenta de propietario)"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            options={[
              { value: '', label: 'Elige' },
              ...organisation.candidates.map((person) => ({ value: String(person.user_id), label: person.name })),
            ]}
          />
          <Button type="submit" size="sm" disabled={chosen === '' || save.isPending}>
            Designar
          </Button>
        </>
      )}
    </form>
  );
}

/** Why a chosen manual is refused before it is sent; the server checks the same and opens every page. */
function manualProblem(file: File | null, dated: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dated)) return 'Indica la fecha del manual';
  if (dated > today) return 'La fecha del manual no puede ser posterior a hoy';
  if (!file) return 'Elige el manual en PDF';
  if (file.type !== 'application/pdf') return 'El manual debe ser un PDF';
  if (file.size > MAX_AML_MANUAL_BYTES) return 'El manual es demasiado grande (máximo 20 MB).';
  return null;
}

function Manual({ organisation }: { organisation: AmlOrganisationDto }) {
  const today = todayIsoDateInMadrid(new Date());
  const [dated, setDated] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const upload = useAmlManualUpload();
  const toast = useToast();
  const manual = organisation.manual;

  const send = async () => {
    const problem = manualProblem(file, dated, today);
    setError(problem);
    if (problem || !file) return;
    try {
      setProgress(0);
      await upload.mutateAsync({ file, dated, onProgress: setProgress });
      toast.success('Manual interno subido');
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (failure) {
      setError(errorWithDetail('No se pudo subir el manual', failure));
    }
  };
  const download = async () => {
    try {
      saveBlob(await fetchAmlManual(), manual?.filename ?? 'manual-pbc.pdf');
    } catch (failure) {
      toast.error(errorWithDetail('Error al descargar', failure));
    }
  };

  return (
    <form
      className="space-y-3"
      aria-label="Manual interno"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <h3 className="text-sm font-semibold text-stone-800">Manual interno</h3>
      {manual ? (
        <div className="text-sm text-stone-700">
          <p>
            Manual del {formatDate(manual.dated)} ({manual.filename}), subido por {manual.by} el{' '}
            {formatDateTime(manual.uploaded_at)}.
          </p>
          <p className="font-mono text-xs break-all text-stone-600">SHA-256: {manual.sha256}</p>
          <Button size="sm" variant="ghost" onClick={() => void download()}>
            <span aria-hidden="true">⬇</span> Descargar el manual
          </Button>
        </div>
      ) : (
        <p className="text-sm text-stone-700">Todavía no se ha subido el manual.</p>
      )}
      <TextField
        label="Fecha del manual"
        type="date"
        max={today}
        value={dated}
        onChange={(event) => setDated(event.target.value)}
      />
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-stone-800">
          {manual ? 'Sustituir por otro manual (PDF)' : 'Manual en PDF'}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="application/pdf"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="block w-full text-sm text-stone-800 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-medium file:text-white hover:file:bg-brand-800"
        />
      </div>
      {upload.isPending ? <p className="text-sm text-stone-600">Subiendo… {Math.round(progress * 100)} %</p> : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="sm" disabled={upload.isPending}>
        Subir el manual
      </Button>
    </form>
  );
}
