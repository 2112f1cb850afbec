import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { PublicContractDto } from '../../../../shared/api/contract-dtos';
import { formatDate } from '../../../../shared/format/dates';
import { maskDni } from '../../../../shared/identity/dni';
import { ApiError, errorWithDetail } from '../../../lib/api-client';
import { Spinner } from '../../../ui/Spinner';
import { ContractStatusBadge } from '../ContractStatusBadge';
import { shortId } from '../format';
import { signingContractQuery } from './api';
import { ContractDownloads } from './ContractDownloads';
import { EmailCodeGate } from './EmailCodeGate';
import { isDone, selectSigner } from './select-signer';
import { SigningForm } from './SigningForm';

const NO_SIGNER = 'No se encontró información del comprador para este enlace.';

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-sand-50">
      <title>Firma de contrato · Casa Nova</title>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto max-w-3xl px-4 py-4 font-serif text-xl font-semibold text-brand-800">Casa Nova</div>
      </header>
      <main className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-10">{children}</main>
    </div>
  );
}

function FullScreenError({ message, title = 'No se pudo abrir el contrato' }: { message: string; title?: string }) {
  return (
    <div role="alert" className="flex min-h-dvh items-center justify-center bg-sand-50 p-6">
      <meta name="robots" content="noindex, nofollow" />
      <div className="max-w-md rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-red-200">
        <h1 className="text-xl font-semibold text-red-800">{title}</h1>
        <p className="mt-3 text-stone-700">{message}</p>
      </div>
    </div>
  );
}

function ContractInfo({ contract }: { contract: PublicContractDto }) {
  const address = contract.contract_data.direccion_inmueble;
  return (
    <section aria-labelledby="contract-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="contract-title" className="font-serif text-2xl font-semibold text-stone-900">
            {contract.contract_type_name}
          </h1>
          <p className="mt-1 text-sm text-stone-600">
            Contrato <span className="font-mono">{shortId(contract.id)}</span> · {formatDate(contract.created_at)}
          </p>
          {typeof address === 'string' ? <p className="mt-1 text-sm text-stone-700">Inmueble: {address}</p> : null}
        </div>
        <ContractStatusBadge status={contract.status} />
      </div>
      <h2 className="mt-5 text-sm font-semibold text-stone-800">Firmantes</h2>
      <ul className="mt-2 space-y-1 text-sm">
        {contract.signers.map((s) => (
          <li key={s.buyer_order} className="flex flex-wrap justify-between gap-2">
            <span>{s.name}</span>
            <span className={s.signed_at ? 'text-emerald-700' : 'text-amber-700'}>{s.signed_at ? '✓ Firmado' : 'Pendiente'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ContractText({ content }: { content: string }) {
  return (
    <details className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <summary className="cursor-pointer font-semibold text-stone-900">Leer el contrato completo</summary>
      <div tabIndex={0} className="mt-4 max-h-[60vh] overflow-y-auto whitespace-pre-line text-sm leading-relaxed text-stone-800">
        {content}
      </div>
    </details>
  );
}

/** /contracts/{id}/sign?email=…&token=…: a buyer reads and signs their contract (docs/product.md §5). */
export function SigningPage() {
  const { contractId = '' } = useParams();
  const [search] = useSearchParams();
  const link = { token: search.get('token'), email: search.get('email') };
  const contract = useQuery(signingContractQuery(contractId, link));
  const [successMessage, setSuccessMessage] = useState<string | null>(null);

  if (contract.isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center bg-sand-50">
        <Spinner size="lg" label="Cargando contrato..." showLabel />
      </div>
    );
  }
  // An expired link (410) says so and how to reach the company (docs/product.md §5.4).
  if (contract.error instanceof ApiError && contract.error.status === 410 && contract.error.detail) {
    return <FullScreenError title="Este enlace de firma ha caducado" message={contract.error.detail} />;
  }
  if (contract.isError) return <FullScreenError message={errorWithDetail('Error al cargar el contrato', contract.error)} />;

  const data = contract.data;
  const signer = selectSigner(data, search.get('email'));
  const done = isDone(data, signer);

  return (
    <Shell>
      <ContractInfo contract={data} />
      {done ? (
        <section aria-labelledby="done-title" className="rounded-xl bg-emerald-50 p-6 ring-1 ring-emerald-200">
          <h2 id="done-title" className="text-lg font-semibold text-emerald-900">
            {data.status === 'signed' || data.status === 'completed' ? 'Contrato firmado' : 'Firma registrada'}
          </h2>
          <p role="status" className="mt-2 text-emerald-900">
            {successMessage ?? (data.status === 'signed' || data.status === 'completed'
              ? 'Todas las partes han firmado el contrato. Puede descargar el documento firmado.'
              : 'Ya ha firmado este contrato. Recibirá el documento final cuando firmen todos los compradores.')}
          </p>
          <div className="mt-4">
            <ContractDownloads contract={data} link={link} />
          </div>
        </section>
      ) : signer === null ? (
        <p role="alert" className="rounded-xl bg-red-50 p-5 text-red-800 ring-1 ring-red-200">
          {NO_SIGNER}
        </p>
      ) : (
        <>
          <section aria-labelledby="signer-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
            <h2 id="signer-title" className="text-lg font-semibold text-stone-900">
              Firmante
            </h2>
            <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
              <dt className="text-stone-600">Nombre</dt>
              <dd className="mb-2 font-medium sm:mb-0">{signer.name}</dd>
              <dt className="text-stone-600">Email</dt>
              <dd className="mb-2 wrap-anywhere sm:mb-0">{signer.email}</dd>
              <dt className="text-stone-600">DNI/NIE</dt>
              <dd>{maskDni(signer.dni)}</dd>
            </dl>
            <div className="mt-4">
              <ContractDownloads contract={data} link={link} />
            </div>
          </section>
          <ContractText content={data.content} />
          <EmailCodeGate contractId={data.id} link={link} email={signer.email}>
            <SigningForm contractId={data.id} link={link} signer={signer} onSigned={setSuccessMessage} />
          </EmailCodeGate>
        </>
      )}
    </Shell>
  );
}
