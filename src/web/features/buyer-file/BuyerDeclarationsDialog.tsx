import { useRef, useState } from 'react';

import {
  buyerDeclarationsSchema,
  FUNDS_ORIGIN_LABELS,
  type AdminBuyerFileDto,
} from '#shared/schemas/buyer-file-schema.ts';
import {
  DeclarationsFields,
  fieldOfIssue,
  focusFirstInvalid,
  toCandidate,
  toDraft,
  type DeclarationsDraft,
  type DeclarationsErrors,
  type DeclarationsTexts,
} from '#web/features/signing/index.ts';
import { errorWithDetail } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { Dialog } from '#web/ui/Dialog.tsx';
import { useToast } from '#web/ui/Toast.tsx';

import { useBuyerFileEntry } from './buyer-file-admin-api';

/** The buyer's questions as the owner asks them in person: Spanish, about the buyer. */
const ADMIN_TEXTS: DeclarationsTexts = {
  yes: 'Sí',
  no: 'No',
  ownBehalf: '¿Compra en su propio nombre?',
  ownBehalfNo: 'No, actúa por cuenta de otra persona',
  beneficialOwnerName: 'Nombre completo de la persona por cuya cuenta actúa',
  beneficialOwnerDocument: 'DNI, NIE o pasaporte de esa persona',
  isCompany: '¿Compra en nombre de una sociedad?',
  companyOwners: 'Titulares reales de la sociedad (personas que poseen o controlan más del 25 %)',
  ownerName: (number) => `Nombre completo del titular real ${number}`,
  ownerDocument: (number) => `DNI, NIE o pasaporte del titular real ${number}`,
  ownerShare: (number) => `Participación o control del titular real ${number} (opcional)`,
  addOwner: 'Añadir otro titular real',
  removeOwner: (number) => `Quitar el titular real ${number}`,
  isPep:
    '¿Ocupa u ocupó en los últimos dos años un cargo público importante, o es familiar o allegado de quien lo ocupa?',
  pepDetails: 'Cargo e institución',
  occupation: 'Profesión o actividad',
  fundsCategory: 'Origen de los fondos de la compra',
  fundsChoose: 'Elige una opción',
  funds: FUNDS_ORIGIN_LABELS,
  fundsDetails: 'Explicación del origen de los fondos',
};

/** Each field's first message; a message about no field in particular goes above the buttons. */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: DeclarationsErrors = {};
  const unplaced: string[] = [];
  for (const issue of issues) {
    const field = fieldOfIssue(issue.path);
    if (field === null) unplaced.push(issue.message);
    else errors[field] ??= issue.message;
  }
  return { errors, unplaced };
}

type Props = {
  contractId: string;
  buyerId: number;
  buyerName: string;
  declarations: AdminBuyerFileDto['declarations'];
  onClose: () => void;
};

/** The owner enters or corrects the declarations of a buyer identified in person (docs/product.md §5.7). */
export function BuyerDeclarationsDialog({ contractId, buyerId, buyerName, declarations, onClose }: Props) {
  const { declare } = useBuyerFileEntry(contractId, buyerId);
  const toast = useToast();
  const [draft, setDraft] = useState<DeclarationsDraft>(() => toDraft(declarations));
  // Messages appear after the first try to save and then follow what is typed, so a corrected field loses its own.
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const parsed = buyerDeclarationsSchema.safeParse(toCandidate(draft));
  const { errors, unplaced } = tried && !parsed.success ? errorsOf(parsed.error.issues) : { errors: {}, unplaced: [] };

  const submit = async () => {
    setTried(true);
    setFailure(null);
    if (!parsed.success) {
      focusFirstInvalid(form.current);
      return;
    }
    try {
      await declare.mutateAsync(parsed.data);
      toast.success(`Declaraciones de ${buyerName} guardadas`);
      onClose();
    } catch (error) {
      setFailure(errorWithDetail('No se pudieron guardar las declaraciones', error));
    }
  };
  const alert = [...unplaced, failure].filter(Boolean).join(' ');

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={declarations ? 'Editar las declaraciones' : 'Introducir las declaraciones'}
      description={`${buyerName}: lo que declara el comprador identificado en persona (Ley 10/2010).`}
    >
      <form
        ref={form}
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DeclarationsFields draft={draft} onChange={setDraft} errors={errors} texts={ADMIN_TEXTS} />
        {alert ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
            {alert}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={declare.isPending}>
            {declare.isPending ? 'Guardando...' : 'Guardar declaraciones'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
