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

import { PaymentConfirmationFields, usePaymentConfirmation } from './PaymentConfirmationForm';
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
  contract_blocked: 'El contrato de ese pago está bloqueado por conservación: no se confirma nada en él.',
  payer_not_buyer:
    'Lo ha pagado alguien que no es comprador del contrato: si la empresa lo acepta, un propietario puede confirmarlo a mano con su motivo.',
  payer_partial:
    'El ordenante se parece a un comprador pero no es exactamente él (falta un nombre o el primer apellido, o lleva otras palabras, como otro nombre, SL o E HIJOS): si es el comprador, un propietario puede confirmarlo a mano con su motivo.',
  buyer_file_pending: 'Falta completar o valorar el expediente de algún comprador: no se puede confirmar todavía.',
  unreadable_amount:
    'El importe no se puede leer como una cantidad (lleva signo, coma, exponente u otros caracteres): revisa este apunte en el banco.',
  future_date: 'Tiene fecha posterior a hoy: un extracto no puede mostrar dinero que aún no ha llegado.',
};

const reasonOf = (item: Unmatched) =>
  item.reason === 'amount_mismatch' && item.expected_amount !== null
    ? `${REASONS.amount_mismatch} (${formatEuros(item.expected_amount)}).`
    : REASONS[item.reason];

/**
 * A credit with the right reference and amount from someone who is not a buyer, or only resembles one: an owner may
 * accept it by hand.
 */
const confirmableByHand = (item: Unmatched) =>
  (item.reason === 'payer_not_buyer' || item.reason === 'payer_partial') && item.transaction_id !== null;

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
      description="Sube el extracto que descargas de tu banco en formato Norma 43 o camt.053 (en la banca en línea, la opción de descargar o exportar los movimientos de la cuenta de la empresa). Un abono confirma un pago pendiente, como «Confirmado», y envía el recibo a los compradores solo si entra en la cuenta de la empresa, lleva su referencia RF, tiene el importe exacto y lo ordena uno de los compradores."
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
        <p className="text-xs text-stone-600">
          El fichero de movimientos de tu banco: Norma 43 (cuaderno 43) o camt.053 (XML).
        </p>
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
  const { confirmed, already_confirmed: already } = result;
  // Lines that may be a contract's payment are reviewed; the account's ordinary life is listed apart, collapsed
  // (docs/product.md#statement-groups).
  const review = result.unmatched.filter((item) => item.group === 'contract_payment');
  const others = result.unmatched.filter((item) => item.group === 'other');
  return (
    <div className="space-y-5" role="status">
      <p className="text-sm text-stone-700">
        {name}: {confirmed.length} {confirmed.length === 1 ? 'pago confirmado' : 'pagos confirmados'}, {review.length}{' '}
        {review.length === 1 ? 'apunte' : 'apuntes'} para revisar
        {already.length > 0
          ? `, ${already.length} ya ${already.length === 1 ? 'estaba confirmado' : 'estaban confirmados'}`
          : ''}
        {others.length > 0
          ? ` y ${others.length} ${others.length === 1 ? 'otro movimiento' : 'otros movimientos'} de la cuenta, sin nada que hacer`
          : ''}
        .
      </p>
      <h3 className="text-base font-semibold text-stone-900">Pagos de contratos</h3>
      <ResultSection
        title="Confirmados"
        tone="green"
        items={confirmed}
        empty="Ningún pago pendiente se ha confirmado con este extracto."
      />
      <ResultSection
        title="Para revisar"
        tone="amber"
        items={review}
        empty="Nada que revisar."
        note={(index) => <UnmatchedNote item={review[index]!} fileName={name} />}
      />
      {already.length > 0 ? (
        <ResultSection title="Ya estaban confirmados" tone="stone" items={already} empty="" />
      ) : null}
      {others.length > 0 ? <OtherMovements items={others} /> : null}
    </div>
  );
}

const OTHER_KIND: Partial<Record<Unmatched['reason'], string>> = {
  debit: 'Cargo',
  no_reference: 'Sin referencia RF',
};

/**
 * «Otros movimientos»: debits and credits that name no payment (a community refund, an electricity bill). Listed so
 * the owner sees the whole statement was read, closed by default because there is nothing to do with them.
 */
function OtherMovements({ items }: { items: Unmatched[] }) {
  return (
    <section aria-label={`Otros movimientos (${items.length})`} className={`rounded-lg border p-4 ${TONES.stone}`}>
      <details>
        <summary className="cursor-pointer font-semibold text-stone-900">Otros movimientos ({items.length})</summary>
        <p className="mt-1 text-sm text-stone-700">
          Cargos y abonos que no son el pago de ningún contrato: no hay nada que hacer con ellos. Si un comprador pagó
          sin poner la referencia RF, confirma su pago a mano con «Confirmado».
        </p>
        <ul className="mt-2 space-y-3">
          {items.map((item, index) => (
            <li key={index} className="text-sm text-stone-700">
              <LineSummary item={item} />
              {item.text ? <p className="break-words">Concepto: {item.text}</p> : null}
              <p className="text-stone-600">{OTHER_KIND[item.reason] ?? REASONS[item.reason]}</p>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

function LineSummary({ item }: { item: StatementLineDto }) {
  return (
    <p className="font-semibold text-stone-900">
      {item.amount === null ? `Importe ilegible: «${item.raw_amount ?? ''}»` : formatEuros(item.amount)}
      {item.payer ? ` · Ordenante: ${item.payer}` : ' · Ordenante desconocido'}
      {item.booked_on ? ` · ${formatDate(`${item.booked_on}T12:00:00Z`)}` : ''}
    </p>
  );
}

/** The contract a line is about, as the owner knows it: its short reference and the home. */
function ContractLine({ item }: { item: StatementLineDto }) {
  if (item.contract_ref === null) return null;
  return (
    <p>
      Contrato{' '}
      <span className="font-mono" title={item.contract_id ?? undefined}>
        {item.contract_ref}
      </span>
      {item.property ? ` · ${item.property}` : ''}
    </p>
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
              <LineSummary item={item} />
              <ContractLine item={item} />
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

/**
 * The statement line as the proof of a confirmation by hand (docs/product.md#manual-confirmation): the file, its date,
 * amount, payer and their account, the company's account and the remittance text, as the bank gave them.
 */
export function statementLineEvidence(item: StatementLineDto, fileName: string): string {
  const amount = item.amount === null ? (item.raw_amount ?? '') : item.amount.toFixed(2);
  return [
    `Extracto ${fileName}`,
    `fecha ${item.booked_on ?? 'no indicada'}`,
    `importe ${amount} ${item.currency}`,
    `ordenante ${item.payer_name ?? 'no indicado'}`,
    item.payer_iban ? `cuenta del ordenante ${item.payer_iban}` : null,
    `cuenta ${item.account}`,
    `concepto ${item.text}`,
  ]
    .filter((part) => part !== null)
    .join(' · ');
}

/**
 * Why a line confirmed nothing and, for another payer's transfer, «Confirmar a mano»: the line is the proof, its payer,
 * account and date are the bank's, and the owner gives the reason (docs/product.md#manual-confirmation).
 */
function UnmatchedNote({ item, fileName }: { item: Unmatched; fileName: string }) {
  const [state, setState] = useState<'idle' | 'asking' | { reason: string }>('idle');
  const explanation = <p className="font-medium text-amber-900">{reasonOf(item)}</p>;
  if (!confirmableByHand(item)) return explanation;
  if (typeof state === 'object')
    return (
      <p role="status" className="font-medium text-green-800">
        Confirmado a mano. Motivo: {state.reason}
      </p>
    );
  return (
    <>
      {explanation}
      {state === 'idle' ? (
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => setState('asking')}>
          Confirmar a mano<span className="sr-only"> el pago de {item.payer ?? 'ordenante desconocido'}</span>
        </Button>
      ) : (
        <ManualConfirmation
          item={item}
          fileName={fileName}
          onConfirmed={(reason) => setState({ reason })}
          onCancel={() => setState('idle')}
        />
      )}
    </>
  );
}

/** The fields of «Confirmado», filled from the line; the server's refusal is said here, in the window. */
function ManualConfirmation({
  item,
  fileName,
  onConfirmed,
  onCancel,
}: {
  item: Unmatched;
  fileName: string;
  onConfirmed: (reason: string) => void;
  onCancel: () => void;
}) {
  const confirmation = usePaymentConfirmation({
    transactionId: item.transaction_id!,
    buyers: [],
    statementLine: {
      payerName: item.payer_name,
      payerIban: item.payer_iban,
      valueDate: item.booked_on,
      evidence: statementLineEvidence(item, fileName),
    },
  });
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    try {
      if (await confirmation.submit()) onConfirmed(confirmation.form.reason.trim());
    } catch (failure) {
      setError(errorWithDetail('Error al marcar el pago', failure));
    }
  };
  return (
    <form
      noValidate
      aria-label={`Confirmar a mano el pago de ${item.payer ?? 'ordenante desconocido'}`}
      className="mt-2 space-y-3 rounded-lg bg-white p-3 ring-1 ring-amber-200"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <PaymentConfirmationFields confirmation={confirmation} />
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={confirmation.pending}>
          Confirmar el pago
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel} disabled={confirmation.pending}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
