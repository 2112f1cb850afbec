import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useDropzone } from 'react-dropzone';

import type { BankStatementImportDto, StatementLineDto } from '#shared/api/api-types.ts';
import { formatEuros } from '#shared/format/amount-words.ts';
import { formatDate } from '#shared/format/dates.ts';
import { groupsOfFour } from '#shared/format/groups-of-four.ts';
import { ApiError, errorWithDetail } from '#web/lib/api-client.ts';
import { CONTRACTS_KEY, PENDING_PAYMENTS_KEY } from '#web/lib/query-keys.ts';
import { Button } from '#web/ui/Button.tsx';
import { Dialog } from '#web/ui/Dialog.tsx';
import { ProgressBar } from '#web/ui/ProgressBar.tsx';
import { TextAreaField } from '#web/ui/TextAreaField.tsx';

import { useMarkPaid } from './api';
import { uploadBankStatement } from './upload-bank-statement';

type Unmatched = BankStatementImportDto['unmatched'][number];

const REASONS: Record<Unmatched['reason'], string> = {
  debit: 'Es un cargo (salida de dinero), no un cobro.',
  not_booked: 'El banco aún no lo ha contabilizado.',
  currency: 'No está en euros.',
  wrong_account: 'No es un ingreso en la cuenta de la empresa: no confirma nada.',
  no_reference: 'No lleva ninguna referencia RF.',
  unknown_reference: 'Su referencia no corresponde a ningún pago.',
  amount_mismatch: 'El importe no coincide con el del pago',
  contract_cancelled: 'El contrato de ese pago está anulado o archivado.',
  payer_not_buyer:
    'Lo ha pagado alguien que no es comprador del contrato: si la empresa lo acepta, un propietario puede confirmarlo a mano con su motivo.',
  buyer_file_pending: 'Falta completar o valorar el expediente de algún comprador: no se puede confirmar todavía.',
};

const reasonOf = (item: Unmatched) =>
  item.reason === 'amount_mismatch' && item.expected_amount !== null
    ? `${REASONS.amount_mismatch} (${formatEuros(item.expected_amount)}).`
    : REASONS[item.reason];

/** A credit with the right reference and amount from someone who is not a buyer: an owner may accept it by hand. */
const confirmableByHand = (item: Unmatched) => item.reason === 'payer_not_buyer' && item.transaction_id !== null;

type State =
  | { step: 'choose'; error: string | null }
  | { step: 'uploading'; name: string; progress: number }
  | { step: 'done'; name: string; result: BankStatementImportDto };

/**
 * 'Importar extracto' (docs/product.md §6 "Bank statements"): the bank's Norma 43 or camt.053 file confirms the
 * transfers it shows; what it cannot confirm is listed with the payer's name and text for a person to look at.
 */
export function BankStatementImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [state, setState] = useState<State>({ step: 'choose', error: null });
  const queryClient = useQueryClient();

  const start = (file: File) => {
    setState({ step: 'uploading', name: file.name, progress: 0 });
    uploadBankStatement(file, (progress) => setState((s) => (s.step === 'uploading' ? { ...s, progress } : s)))
      .then((result) => {
        setState({ step: 'done', name: file.name, result });
        void queryClient.invalidateQueries({ queryKey: PENDING_PAYMENTS_KEY });
        void queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY });
      })
      .catch((error: unknown) => {
        const detail = error instanceof ApiError && error.detail ? error.detail : 'Error desconocido';
        setState({ step: 'choose', error: `Error al importar el extracto: ${detail}` });
      });
  };

  const close = () => {
    if (state.step === 'uploading') return;
    setState({ step: 'choose', error: null });
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Importar extracto"
      description="Sube el extracto que descargas de tu banco (Norma 43 / cuaderno 43 o XML camt.053). Un abono confirma un pago pendiente, como «Confirmado», y envía el recibo a los compradores solo si entra en la cuenta de la empresa, lleva su referencia RF, tiene el importe exacto y lo ordena uno de los compradores; lo demás queda para revisar."
      size="lg"
      footer={
        <>
          {state.step === 'done' ? (
            <Button variant="secondary" onClick={() => setState({ step: 'choose', error: null })}>
              Importar otro extracto
            </Button>
          ) : null}
          <Button onClick={close} disabled={state.step === 'uploading'}>
            Cerrar
          </Button>
        </>
      }
    >
      {state.step === 'choose' ? <StatementDropzone error={state.error} onFile={start} /> : null}
      {state.step === 'uploading' ? <UploadProgress name={state.name} progress={state.progress} /> : null}
      {state.step === 'done' ? <ImportResult name={state.name} result={state.result} /> : null}
    </Dialog>
  );
}

function StatementDropzone({ error, onFile }: { error: string | null; onFile: (file: File) => void }) {
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    multiple: false,
    // Banks name these files freely (.n43, .aeb, .txt, .csb, .xml): the server reads the content, not the name.
    onDropAccepted: ([file]) => file && onFile(file),
  });
  return (
    <div>
      <div
        {...getRootProps({
          className: `flex min-h-36 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition ${
            isDragActive ? 'border-brand-600 bg-brand-50' : 'border-stone-300 bg-stone-50 hover:border-brand-500'
          }`,
          'aria-label': 'Extracto bancario: arrastra el archivo aquí o pulsa para elegirlo',
        })}
      >
        <input {...getInputProps({ 'aria-label': 'Elegir extracto bancario' })} />
        <p className="text-sm font-medium text-stone-800">
          {isDragActive ? 'Suelta el extracto aquí' : 'Arrastra el extracto aquí o pulsa para seleccionarlo'}
        </p>
        <p className="text-xs text-stone-600">Norma 43 (cuaderno 43 de la AEB) o camt.053 (XML ISO 20022).</p>
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function UploadProgress({ name, progress }: { name: string; progress: number }) {
  const percent = Math.round(progress * 100);
  return (
    <div className="py-4">
      <p id="statement-progress-label" className="text-sm text-stone-800">
        {percent < 100 ? `Subiendo ${name}…` : `Leyendo ${name} y confirmando pagos…`}
      </p>
      <ProgressBar fraction={progress} aria-labelledby="statement-progress-label" className="mt-2" />
    </div>
  );
}

function ImportResult({ name, result }: { name: string; result: BankStatementImportDto }) {
  const { confirmed, unmatched, already_confirmed: already } = result;
  return (
    <div className="space-y-5" role="status">
      <p className="text-sm text-stone-700">
        {name}: {confirmed.length} {confirmed.length === 1 ? 'pago confirmado' : 'pagos confirmados'},{' '}
        {unmatched.length} {unmatched.length === 1 ? 'apunte' : 'apuntes'} para revisar
        {already.length > 0
          ? `, ${already.length} ya ${already.length === 1 ? 'estaba confirmado' : 'estaban confirmados'}`
          : ''}
        .
      </p>
      <ResultSection
        title="Confirmados"
        tone="green"
        items={confirmed}
        empty="Ningún pago pendiente se ha confirmado con este extracto."
      />
      <ResultSection
        title="Para revisar"
        tone="amber"
        items={unmatched}
        empty="Nada que revisar."
        note={(index) => <UnmatchedNote item={unmatched[index]!} />}
      />
      {already.length > 0 ? (
        <ResultSection title="Ya estaban confirmados" tone="stone" items={already} empty="" />
      ) : null}
    </div>
  );
}

const TONES = {
  green: 'border-green-200 bg-green-50',
  amber: 'border-amber-300 bg-amber-50',
  stone: 'border-stone-200 bg-stone-50',
} as const;

function ResultSection({
  title,
  tone,
  items,
  empty,
  note,
}: {
  title: string;
  tone: keyof typeof TONES;
  items: StatementLineDto[];
  empty: string;
  note?: (index: number) => ReactNode;
}) {
  return (
    <section aria-label={`${title} (${items.length})`} className={`rounded-lg border p-4 ${TONES[tone]}`}>
      <h3 className="font-semibold text-stone-900">
        {title} ({items.length})
      </h3>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-stone-700">{empty}</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {items.map((item, index) => (
            <li key={index} className="text-sm text-stone-700">
              <p className="font-semibold text-stone-900">
                {formatEuros(item.amount)}
                {item.payer ? ` · Ordenante: ${item.payer}` : ' · Ordenante desconocido'}
                {item.booked_on ? ` · ${formatDate(`${item.booked_on}T12:00:00Z`)}` : ''}
              </p>
              {item.reference ? (
                <p>
                  Referencia: <span className="font-mono">{groupsOfFour(item.reference)}</span>
                </p>
              ) : null}
              {item.text ? <p className="break-words">Concepto: {item.text}</p> : null}
              {note ? note(index) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Why a line confirmed nothing and, for another payer's transfer, 'Confirmar a mano' with the owner's reason. */
function UnmatchedNote({ item }: { item: Unmatched }) {
  const [state, setState] = useState<'idle' | 'asking' | 'confirmed'>('idle');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const markPaid = useMarkPaid();
  const explanation = <p className="font-medium text-amber-900">{reasonOf(item)}</p>;
  if (!confirmableByHand(item)) return explanation;
  if (state === 'confirmed')
    return (
      <p role="status" className="font-medium text-green-800">
        Confirmado a mano. Motivo: {reason.trim()}
      </p>
    );
  const submit = async () => {
    setError(null);
    try {
      await markPaid.mutateAsync({
        transactionId: item.transaction_id!,
        byHand: { payer_name: item.payer, reason: reason.trim() },
      });
      setState('confirmed');
    } catch (failure) {
      setError(errorWithDetail('Error al marcar el pago', failure));
    }
  };
  return (
    <>
      {explanation}
      {state === 'idle' ? (
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => setState('asking')}>
          Confirmar a mano<span className="sr-only"> el pago de {item.payer ?? 'ordenante desconocido'}</span>
        </Button>
      ) : (
        <form
          className="mt-2 space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextAreaField
            label="Motivo para aceptar este pago"
            hint="Por ejemplo: lo ha pagado un familiar del comprador desde su cuenta; queda registrado con tu nombre."
            required
            rows={2}
            maxLength={1000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          {error ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={reason.trim() === '' || markPaid.isPending}>
              Confirmar el pago
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setState('idle')} disabled={markPaid.isPending}>
              Cancelar
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
