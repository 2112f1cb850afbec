import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';

import type { ContractDto } from '#shared/api/contract-dtos.ts';
import { adminBase, setupChecklistQuery } from '#web/features/admin/index.ts';
import { shortId } from '#web/lib/short-id.ts';
import { Button } from '#web/ui/Button.tsx';
import { Dialog } from '#web/ui/Dialog.tsx';
import { Spinner } from '#web/ui/Spinner.tsx';

import type { ContractActions } from './use-contract-actions';

/**
 * 'Firmar': the company's signature freezes the text for good, so the administrator sees which company details
 * the contract would print blank and must confirm explicitly before signing without them (docs/product.md §5.3).
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
  const ready = checklist.isSuccess && (!mustConfirm || accepted);

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
          <Button onClick={() => void actions.confirmSign(contract)} disabled={!ready || actions.busy}>
            Firmar
          </Button>
        </>
      }
    >
      <p className="text-stone-700">
        Firmarás en nombre de la empresa. El texto del contrato quedará fijado con la huella digital del documento y ya
        no podrá cambiarse; después podrás enviar los enlaces de firma a los compradores.
      </p>
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
            <Link to={`${base}/content`} className="font-semibold text-brand-700 underline">
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
    </Dialog>
  );
}
