import type { ContractBuyerDto } from '#shared/api/contract-dtos.ts';
import type { SigningLinkStateDto } from '#shared/api/signing-link-dtos.ts';
import { formatDate } from '#shared/format/dates.ts';
import { useResendLink } from '#web/features/contracts/evidence/evidence-api.ts';
import { errorWithDetail } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { useConfirm } from '#web/ui/ConfirmDialog.tsx';
import { useToast } from '#web/ui/Toast.tsx';

/** Under a buyer's link: when it expires and how many reminders went out, and 'Reenviar enlace' once it was mailed. */
export function LinkActions({
  contractId,
  buyer,
  state,
}: {
  contractId: string;
  buyer: ContractBuyerDto;
  state?: SigningLinkStateDto;
}) {
  const resend = useResendLink(contractId);
  const confirm = useConfirm();
  const toast = useToast();
  const onResend = async () => {
    const confirmed = await confirm({
      title: 'Reenviar enlace',
      message: `¿Enviar un enlace de firma nuevo a ${buyer.name} (${buyer.email})? El enlace anterior dejará de funcionar.`,
      confirmLabel: 'Reenviar enlace',
    });
    if (!confirmed) return;
    try {
      await resend.mutateAsync(buyer.id);
      toast.success(`Enlace nuevo enviado a ${buyer.email}`);
    } catch (error) {
      toast.error(errorWithDetail('Error al reenviar el enlace', error));
    }
  };
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-600">
      {state?.expires_at ? (
        <span className={state.expired ? 'font-semibold text-red-700' : undefined}>
          {state.expired ? `Caducó el ${formatDate(state.expires_at)}` : `Caduca el ${formatDate(state.expires_at)}`}
        </span>
      ) : null}
      {state && state.reminders_sent > 0 ? <span>Recordatorios enviados: {state.reminders_sent}</span> : null}
      {/* Re-sending exists once something was sent: before that, the first send is 'Enviar Emails a Compradores'. */}
      {state?.sent_at ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => void onResend()}
          disabled={resend.isPending}
          aria-label={`Reenviar enlace a ${buyer.name}`}
        >
          Reenviar enlace
        </Button>
      ) : null}
    </div>
  );
}
