import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import type { PaymentInstructionsDto } from '#shared/api/api-types.ts';
import { CONTRACT_STATUS, isCancelled } from '#shared/contract-lifecycle/index.ts';
import { AmlOrganisationCard, BuyerFilesAwaitingPanel } from '#web/features/buyer-file/index.ts';
import { PaymentLinkModal, PendingPaymentsPanel } from '#web/features/payments/index.ts';
import { ApiError, errorWithDetail, tokenStore } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { SelectField } from '#web/ui/SelectField.tsx';
import { Spinner } from '#web/ui/Spinner.tsx';

import { archivedContractsQuery, contractsQuery } from './api';
import { CancelContractDialog } from './list/CancelContractDialog';
import { ContractList } from './list/ContractList';
import { SignContractDialog } from './list/SignContractDialog';
import { useContractActions } from './list/use-contract-actions';
import { BlockedContractsPanel } from './retention/BlockedContractsPanel';
import { SigningSettingsCard } from './settings/SigningSettingsCard';
import { NewContractWizard, type WizardPrefill } from './wizard/NewContractWizard';

type Filter = 'all' | typeof CONTRACT_STATUS.cancelled | 'archived';

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'Todos (sin archivar)' },
  // The status's own word (the badge's 'Cancelado', from the specification); the act is 'Anular'.
  { value: CONTRACT_STATUS.cancelled, label: 'Cancelados' },
  { value: 'archived', label: 'Archivados' },
];

const EMPTY: Record<Filter, string> = {
  all: 'Todavía no hay contratos. Crea el primero con «Nuevo Contrato».',
  cancelled: 'No hay contratos anulados.',
  archived: 'No hay contratos archivados.',
};

/** 'Contratos y Firmas' (docs/product.md §4): pending payments, the contract list and the creation wizard. */
export function ContractsPage() {
  const [filter, setFilter] = useState<Filter>('all');
  const contracts = useQuery(contractsQuery);
  const archived = useQuery({ ...archivedContractsQuery, enabled: filter === 'archived' });
  const navigate = useNavigate();
  const location = useLocation();
  // «Nuevo contrato» from a contact opens the wizard with that buyer (router state, docs/product.md §4.1).
  const [prefill] = useState(() => (location.state as { newContract?: WizardPrefill } | null)?.newContract);
  const [wizardOpen, setWizardOpen] = useState(prefill !== undefined);
  useEffect(() => {
    // Read once: a reload or going back does not open it again.
    if (prefill) void navigate(location.pathname, { replace: true, state: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [paymentLink, setPaymentLink] = useState<{ instructions: PaymentInstructionsDto; warnings: string[] } | null>(
    null,
  );
  const actions = useContractActions((instructions, warnings) => setPaymentLink({ instructions, warnings }));
  const shown = filter === 'archived' ? archived : contracts;

  // A 401 while loading the list clears the token and goes to /cms (which asks to log in).
  useEffect(() => {
    if (contracts.error instanceof ApiError && contracts.error.status === 401) {
      tokenStore.clear();
      navigate('/cms', { replace: true });
    }
  }, [contracts.error, navigate]);

  const list = (shown.data ?? []).filter(
    (contract) => filter !== CONTRACT_STATUS.cancelled || isCancelled(contract.status),
  );
  return (
    <>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-stone-900">Contratos y Firmas</h1>
          <p className="mt-1 text-sm text-stone-600">
            Crea contratos, envía los enlaces de firma y confirma los pagos recibidos.
          </p>
        </div>
        <Button onClick={() => setWizardOpen(true)} className="shrink-0 whitespace-nowrap">
          <span aria-hidden="true">+</span>
          Nuevo Contrato
        </Button>
      </div>

      <PendingPaymentsPanel />
      <BuyerFilesAwaitingPanel />
      <BlockedContractsPanel />

      <SelectField
        label="Mostrar"
        className="mb-4 max-w-xs"
        value={filter}
        options={FILTERS}
        onChange={(event) => setFilter(event.target.value as Filter)}
      />

      {shown.isPending ? (
        <Spinner className="py-16" label="Cargando contratos..." />
      ) : shown.isError ? (
        <div role="alert" className="rounded-xl bg-red-50 p-6 text-red-900 ring-1 ring-red-200">
          <p>{errorWithDetail('Error al cargar los contratos', shown.error)}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void shown.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="rounded-xl bg-white p-10 text-center text-stone-600 ring-1 ring-stone-200">{EMPTY[filter]}</p>
      ) : (
        <ContractList contracts={list} actions={actions} />
      )}

      <SigningSettingsCard />
      <AmlOrganisationCard />

      <NewContractWizard prefill={prefill} open={wizardOpen} onClose={() => setWizardOpen(false)} />
      <PaymentLinkModal
        instructions={paymentLink?.instructions ?? null}
        warnings={paymentLink?.warnings ?? []}
        onClose={() => setPaymentLink(null)}
      />
      <SignContractDialog actions={actions} />
      <CancelContractDialog actions={actions} />
    </>
  );
}
