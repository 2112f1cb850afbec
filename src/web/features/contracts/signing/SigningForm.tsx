import { useState } from 'react';
import { SIGNATURE_REQUIRED_MESSAGE } from '../../../../shared/schemas';
import { errorWithDetail } from '../../../lib/api-client';
import { Button } from '../../../ui/Button';
import { useBuyerSign, type SignInput, type SigningLink } from './api';
import { SignaturePad } from './SignaturePad';

export const ALL_SIGNED_MESSAGE = 'Contrato firmado exitosamente! Todos los compradores han completado la firma.';
export const WAITING_OTHERS_MESSAGE = 'Su firma ha sido registrada exitosamente. Esperando firmas de otros compradores.';

type Props = {
  contractId: string;
  link: SigningLink;
  signer: SignInput['signer'];
  onSigned: (message: string) => void;
};

/** The hand signature, the evidence notice and 'Firmar Contrato', enabled once a signature is saved. */
export function SigningForm({ contractId, link, signer, onSigned }: Props) {
  const [signature, setSignature] = useState<string | null>(null);
  const [previous, setPrevious] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sign = useBuyerSign(contractId, link);

  const submit = async () => {
    if (!signature) {
      setError(SIGNATURE_REQUIRED_MESSAGE);
      return;
    }
    setError(null);
    try {
      const result = await sign.mutateAsync({ signer, signatureImage: signature });
      onSigned(result.all_signed ? ALL_SIGNED_MESSAGE : WAITING_OTHERS_MESSAGE);
    } catch (failure) {
      setError(errorWithDetail('Error al firmar el contrato', failure));
    }
  };

  return (
    <section aria-labelledby="signature-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <h2 id="signature-title" className="text-lg font-semibold text-stone-900">
        Firma manuscrita
      </h2>
      <p className="mt-1 text-sm text-stone-600">Dibuje su firma en el recuadro con el dedo o el ratón y pulse «Guardar Firma».</p>
      <div className="mt-4">
        <SignaturePad
          value={signature}
          onSave={(dataUrl) => {
            setSignature(dataUrl);
            setPrevious(null);
            setError(null);
          }}
          onChangeRequested={() => {
            setPrevious(signature);
            setSignature(null);
          }}
          onCancel={() => {
            if (previous) setSignature(previous);
            setPrevious(null);
          }}
        />
      </div>
      <p className="mt-5 rounded-lg bg-sand-100 p-3 text-sm text-stone-700">
        Al firmar se registrarán su dirección IP, su navegador y la fecha y hora de la firma como prueba de su consentimiento.
      </p>
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          {error}
        </p>
      ) : null}
      <div className="mt-5">
        <Button
          onClick={() => void submit()}
          disabled={!signature || sign.isPending}
          aria-describedby={signature ? undefined : 'sign-hint'}
          className="w-full sm:w-auto"
        >
          {sign.isPending ? 'Firmando...' : 'Firmar Contrato'}
        </Button>
        {signature ? null : (
          <p id="sign-hint" className="mt-2 text-sm text-stone-600">
            {SIGNATURE_REQUIRED_MESSAGE}
          </p>
        )}
      </div>
    </section>
  );
}
