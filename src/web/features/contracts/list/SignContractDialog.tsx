import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';

import type { ContractDto } from '#shared/api/contract-dtos.ts';
import { MAX_REASON_LENGTH, reasonError } from '#shared/schemas/reason-schema.ts';
import { adminBase } from '#web/lib/admin-base.ts';
import { setupChecklistQuery } from '#web/lib/setup-checklist-query.ts';
import { shortId } from '#web/lib/short-id.ts';
import { Button } from '#web/ui/Button.tsx';
import { Dialog } from '#web/ui/Dialog.tsx';
import { Spinner } from '#web/ui/Spinner.tsx';
import { TextAreaField } from '#web/ui/TextAreaField.tsx';

import type { ContractActions } from './use-contract-actions';
import { languagesText, useWhoSigns, type WhoSigns } from './who-signs';

/**
 * 'Firmar': the company's signature freezes the text for good, so the administrator takes a last look — who signs and
 * as what, the language(s), the buyers and the draft PDF — and sees which company details the contract would print
 * blank, confirming explicitly before signing without them (docs/product.md §5.3, docs/product.md#last-look).
 */
export function SignContractDialog({ actions }: { actions: ContractActions }) {
  const contract = actions.signing;
  if (!contract) return null;
  // Keyed so the confirmation box starts unticked for every contract.
  return <SignDialog key={contract.id} contract={contract} actions={actions} />;
}

function SignDialog({ contract, actions }: { contract: ContractDto; actions: ContractActions }) {
  const checklist = useQuery(setupChecklistQuery);
  const [accepted, setAccepted] = useState(false);
  const base = adminBase(useLocation().pathname);
  const missing = checklist.data?.contract_missing_details ?? [];
  const mustConfirm = missing.length > 0;
  // What the buyer's information sheet says «No consta todavía» while they pay more than 1 % on account (art. 60.3).
  const notStated =
    contract.pre_payment_warnings.find((warning) => warning.code === 'information_sheet_incomplete')?.items ?? [];
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  // A live installation signs such a contract only with an owner's reason; in test mode it is optional.
  const reasonNeeded = notStated.length > 0 && (!contract.test_mode || reason.trim() !== '');
  const overrideError = reasonNeeded ? reasonError(reason, 'El motivo') : null;
  const signer = useWhoSigns();
  const ready = checklist.isSuccess && (!mustConfirm || accepted) && signer.kind !== 'not_allowed';
  const submit = () => {
    setSubmitted(true);
    if (overrideError === null)
      void actions.confirmSign(contract, signerName(signer), reasonNeeded ? reason.trim() : undefined);
  };

  return (
    <Dialog
      open
      onClose={actions.closeDialogs}
      title="Firmar contrato"
      description={`${contract.contract_type_name} ${shortId(contract.id)}`}
      footer={
        <>
          <Button variant="secondary" onClick={actions.closeDialogs}>
            Cancelar
          </Button>
          <Button onClick={submit} disabled={!ready || actions.busy}>
            Firmar
          </Button>
        </>
      }
    >
      <p className="text-stone-700">
        Firmarás en nombre de la empresa. El texto del contrato quedará fijado con la huella digital del documento y ya
        no podrá cambiarse; después podrás enviar los enlaces de firma a los compradores.
      </p>
      <dl className="mt-4 space-y-2 rounded-lg bg-stone-50 p-3 text-sm ring-1 ring-stone-200">
        <div>
          <dt className="font-semibold text-stone-800">Firma por la empresa</dt>
          <dd className="text-stone-700">
            <SignerText signer={signer} base={base} />
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-stone-800">Idioma</dt>
          <dd className="text-stone-700">{languagesText(contract)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-stone-800">
            {contract.buyers.length === 1 ? 'Comprador' : `Compradores (${contract.buyers.length})`}
          </dt>
          <dd>
            <ul className="text-stone-700">
              {contract.buyers.map((buyer) => (
                <li key={buyer.id}>
                  {buyer.name} · {buyer.email}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => void actions.downloadPdf(contract)}>
        Ver el borrador en PDF
      </Button>
      {checklist.isPending ? (
        <Spinner className="py-6" label="Comprobando los datos de la empresa..." showLabel />
      ) : null}
      {checklist.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          No se pudieron comprobar los datos de la empresa. Cierra y vuelve a intentarlo.
        </p>
      ) : null}
      {mustConfirm ? (
        <div role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-semibold">Faltan datos de la empresa que el contrato necesita:</p>
          <ul className="mt-2 list-disc space-y-0.5 pl-5">
            {missing.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
          <p className="mt-2">
            Si firmas ahora, esos datos quedarán en blanco en el contrato firmado.{' '}
            <Link to={`${base}/content#group-company`} className="font-semibold text-brand-700 underline">
              Completar los datos en Contenido
            </Link>
          </p>
          <label className="mt-3 flex items-start gap-2 font-medium">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-brand-600"
              checked={accepted}
              onChange={(event) => setAccepted(event.target.checked)}
            />
            Entiendo que el contrato se firmará con esos datos en blanco
          </label>
        </div>
      ) : null}
      {notStated.length > 0 ? (
        <div role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-semibold">
            La ficha informativa que recibe el comprador dice «No consta todavía» en datos que la ley catalana de
            vivienda (art. 60.3) exige antes de pagar a cuenta más del 1 % del precio:
          </p>
          <ul className="mt-2 list-disc space-y-0.5 pl-5">
            {notStated.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mt-2">
            Lo correcto es completarlos en la propiedad y crear el contrato de nuevo. Para firmar así, explica por qué:
            el motivo queda registrado con tu nombre.
          </p>
          <div className="mt-3">
            <TextAreaField
              label="Motivo para firmar sin esos datos"
              required={!contract.test_mode}
              rows={3}
              maxLength={MAX_REASON_LENGTH}
              value={reason}
              error={submitted ? overrideError : null}
              hint={
                contract.test_mode
                  ? 'En modo de prueba se puede firmar sin motivo: el historial del contrato anota el aviso.'
                  : 'Obligatorio: al menos 20 caracteres que expliquen el porqué.'
              }
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

/** For the success toast: the person named in the signature. */
const signerName = (signer: WhoSigns): string | null =>
  signer.kind === 'own_powers'
    ? `${signer.name}, ${signer.position}`
    : signer.kind === 'shared_account'
      ? signer.name
      : null;

function SignerText({ signer, base }: { signer: WhoSigns; base: string }) {
  switch (signer.kind) {
    case 'loading':
      return <>Comprobando quién firma…</>;
    case 'own_powers':
      return (
        <>
          {signer.name}, {signer.position} (con los poderes de tu cuenta)
        </>
      );
    case 'shared_account':
      return (
        <>
          {signer.name || 'El representante de los datos de la empresa'}, desde la cuenta de administración compartida
          (nadie tiene aún poderes propios en{' '}
          <Link to={`${base}/people`} className="font-semibold text-brand-700 underline">
            Personas
          </Link>
          )
        </>
      );
    case 'not_allowed':
      return (
        <span role="alert" className="text-red-800">
          Tu cuenta no tiene poderes para firmar en nombre de la empresa. Firma: {signer.signatories.join(', ')}.
        </span>
      );
  }
}
