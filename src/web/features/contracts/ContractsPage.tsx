import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PaymentInstructionsDto } from '../../../shared/api/api-types';
import { ApiError, errorWithDetail, tokenStore } from '../../lib/api-client';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { contractsQuery } from './api';
import { ContractList } from './list/ContractList';
import { useContractActions } from './list/use-contract-actions';
import { PaymentLinkModal } from './payments/PaymentLinkModal';
import { PendingPaymentsPanel } from './payments/PendingPaymentsPanel';
import { NewContractWizard } from './wizard/NewContractWizard';

/** 'Contratos y Firmas' (spec §2): pending payments, the contract list and the creation wizard. */
export function ContractsPage() {
  const contracts = useQuery(contractsQuery);
  const navigate = useNavigate();
  const [wizardOpen, setWizardOpen] = useState(false);
  const [paymentLink, setPaymentLink] = useState<PaymentInstructionsDto | null>(null);
  const actions = useContractActions(setPaymentLink);

  // Spec §4/§6: a 401 while loading the list clears the token and goes to /cms (which asks to log in).
  useEffect(() => {
    if (contracts.error instanceof ApiError && contracts.error.status === 401) {
      tokenStore.clear();
      navigate('/cms', { replace: true });
    }
  }, [contracts.error, navigate]);

  const list = contracts.data ?? [];
  return (
    <>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-stone-900">Contratos y Firmas</h1>
          <p className="mt-1 text-sm text-stone-600">Crea contratos, envía los enlaces de firma y confirma los pagos recibidos.</p>
        </div>
        <Button onClick={() => setWizardOpen(true)} className="shrink-0 whitespace-nowrap">
          + Nuevo Contrato
        </Button>
      </div>

      <PendingPaymentsPanel />

      {contracts.isPending ? (
        <Spinner className="py-16" label="Cargando contratos..." />
      ) : contracts.isError ? (
        <div role="alert" className="rounded-xl bg-red-50 p-6 text-red-900 ring-1 ring-red-200">
          <p>{errorWithDetail('Error al cargar los contratos', contracts.error)}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void contracts.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="rounded-xl bg-white p-10 text-center text-stone-600 ring-1 ring-stone-200">
          Todavía no hay contratos. Crea el primero con «Nuevo Contrato».
        </p>
      ) : (
        <ContractList contracts={list} actions={actions} />
      )}

      <NewContractWizard open={wizardOpen} onClose={() => setWizardOpen(false)} />
      <PaymentLinkModal instructions={paymentLink} onClose={() => setPaymentLink(null)} />
    </>
  );
}
