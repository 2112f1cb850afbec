import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';

import { Button } from './Button';
import { Dialog } from './Dialog';

// The product's confirmations ("¿Estás seguro de que quieres eliminar…?") as an accessible modal instead of
// window.confirm. `confirm()` resolves true only when the user presses the confirm button.

type ConfirmOptions = {
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for irreversible actions (the default). */
  destructive?: boolean;
};

type Pending = ConfirmOptions & { resolve: (confirmed: boolean) => void };
type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = useCallback<Confirm>(
    (options) => new Promise<boolean>((resolve) => setPending({ ...options, resolve })),
    [],
  );
  const settle = (confirmed: boolean) => {
    pending?.resolve(confirmed);
    setPending(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog
        open={pending !== null}
        onClose={() => settle(false)}
        title={pending?.title ?? 'Confirmar'}
        size="sm"
        // Focus starts on the harmless choice, so a stray Enter does not delete anything.
        initialFocusRef={cancelRef}
        footer={
          <>
            <Button ref={cancelRef} variant="secondary" onClick={() => settle(false)}>
              {pending?.cancelLabel ?? 'Cancelar'}
            </Button>
            <Button variant={pending?.destructive === false ? 'primary' : 'danger'} onClick={() => settle(true)}>
              {pending?.confirmLabel ?? 'Eliminar'}
            </Button>
          </>
        }
      >
        <p className="text-stone-700">{pending?.message}</p>
      </Dialog>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a <ConfirmProvider> above it');
  return confirm;
}
