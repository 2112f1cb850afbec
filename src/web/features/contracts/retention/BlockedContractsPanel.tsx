import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { formatDate, formatDateTime } from '#shared/format/dates.ts';
import { reasonError } from '#shared/schemas/reason-schema.ts';
import type { BlockedContractDto } from '#shared/schemas/retention-schema.ts';
import { useIsOwner } from '#web/features/auth/index.ts';
import { errorWithDetail } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { Dialog } from '#web/ui/Dialog.tsx';
import { TextAreaField } from '#web/ui/TextAreaField.tsx';
import { useToast } from '#web/ui/Toast.tsx';

import { blockedContractsQuery, useLegalAccess, useLegalHold } from './retention-api';

// Contracts whose relationship ended, in a live installation (docs/product.md#contract-retention): read-only and for
// owners only; each opens for a legal reason (recorded, for an hour) and can be held from deletion.

/** The owners' list of blocked contracts; nothing for staff or while there is none. */
export function BlockedContractsPanel() {
  const owner = useIsOwner();
  const blocked = useQuery({ ...blockedContractsQuery, enabled: owner });
  if (!owner || !blocked.data?.length) return null;
  return (
    <section aria-labelledby="blocked-contracts-title" className="mb-6 space-y-3">
      <h2 id="blocked-contracts-title" className="text-lg font-semibold text-stone-900">
        Contratos bloqueados por conservación
      </h2>
      {blocked.data.map((contract) => (
        <BlockedContractCard key={contract.id} contract={contract} />
      ))}
    </section>
  );
}

export function BlockedContractCard({ contract }: { contract: BlockedContractDto }) {
  const [opening, setOpening] = useState(false);
  const [holding, setHolding] = useState(false);
  const { retention } = contract;
  return (
    <div className="rounded-xl bg-stone-50 p-4 text-sm text-stone-800 ring-1 ring-stone-300">
      <p className="font-medium">
        Contrato bloqueado por conservación (desde {formatDate(retention.blocked_from)}; se borrará el{' '}
        {formatDate(retention.delete_at)})
      </p>
      <p className="mt-1 text-stone-600">
        {contract.id.slice(0, 8)} · Solo lectura: se consulta por un motivo legal, que queda registrado.
      </p>
      {retention.legal_hold ? (
        <p className="mt-1 font-medium text-amber-900">
          Retención legal: no se borrará hasta levantarla ({retention.legal_hold_reason})
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => setOpening(true)}>
          Abrir con motivo legal
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setHolding(true)}>
          {retention.legal_hold ? 'Levantar la retención legal' : 'Poner retención legal'}
        </Button>
      </div>
      {opening ? <LegalAccessDialog contract={contract} onClose={() => setOpening(false)} /> : null}
      {holding ? <LegalHoldDialog contract={contract} onClose={() => setHolding(false)} /> : null}
    </div>
  );
}

function LegalAccessDialog({ contract, onClose }: { contract: BlockedContractDto; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const access = useLegalAccess();
  const toast = useToast();
  const submit = async () => {
    const problem = reasonError(reason, 'El motivo legal');
    setError(problem);
    if (problem) return;
    try {
      const { expires_at } = await access.mutateAsync({ id: contract.id, reason });
      toast.success(`Abierto hasta ${formatDateTime(expires_at)}: aparece en la lista de contratos.`);
      onClose();
    } catch (failure) {
      setError(errorWithDetail('No se pudo abrir el contrato', failure));
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title="Abrir con motivo legal"
      description="El motivo queda registrado con tu nombre; el contrato se abre solo para ti durante una hora y sigue sin poder modificarse."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={() => void submit()} disabled={access.isPending}>
            Abrir
          </Button>
        </>
      }
    >
      <TextAreaField
        label="Motivo legal"
        required
        value={reason}
        error={error}
        hint="Por ejemplo: requerimiento de un juzgado o de la Agencia Tributaria, con su referencia."
        onChange={(event) => setReason(event.target.value)}
      />
    </Dialog>
  );
}

function LegalHoldDialog({ contract, onClose }: { contract: BlockedContractDto; onClose: () => void }) {
  const hold = !contract.retention.legal_hold;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const legalHold = useLegalHold();
  const toast = useToast();
  const submit = async () => {
    const problem = reasonError(reason, 'El motivo');
    setError(problem);
    if (problem) return;
    try {
      const { message } = await legalHold.mutateAsync({ id: contract.id, hold, reason });
      toast.success(message);
      onClose();
    } catch (failure) {
      setError(errorWithDetail('No se pudo guardar la retención legal', failure));
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={hold ? 'Poner retención legal' : 'Levantar la retención legal'}
      description={
        hold
          ? 'Mientras dure, el contrato no se borra a los diez años (por ejemplo, por un litigio o una inspección en curso).'
          : 'Sin la retención, el contrato se borra cuando se cumpla su plazo de conservación.'
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={() => void submit()} disabled={legalHold.isPending}>
            {hold ? 'Poner retención' : 'Levantar retención'}
          </Button>
        </>
      }
    >
      <TextAreaField
        label="Motivo"
        required
        value={reason}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
    </Dialog>
  );
}
