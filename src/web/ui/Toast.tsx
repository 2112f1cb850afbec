import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

// Success and error messages (docs/product.md §9) are toasts: announced by screen readers through the live regions,
// never blocking the page like window.alert.

type ToastTone = 'success' | 'error' | 'info';
type Toast = { id: number; tone: ToastTone; message: string };
type ToastApi = {
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
};

const ToastContext = createContext<ToastApi | null>(null);
const VISIBLE_MS = 6000;

const TONE_CLASSES: Record<ToastTone, string> = {
  success: 'border-brand-600 bg-brand-50 text-brand-900',
  error: 'border-red-600 bg-red-50 text-red-900',
  info: 'border-stone-400 bg-white text-stone-900',
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  // Each toast's auto-dismiss timer, cleared when it is closed by hand and when the provider goes: no timer may
  // outlive the page part that set it (a test's document is gone by then; docs/decisions/029).
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);
  const show = useCallback(
    (tone: ToastTone, message: string) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, tone, message }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), VISIBLE_MS),
      );
    },
    [dismiss],
  );
  const api = useMemo<ToastApi>(
    () => ({
      success: (m) => show('success', m),
      error: (m) => show('error', m),
      info: (m) => show('info', m),
    }),
    [show],
  );

  const region = (tone: 'polite' | 'assertive', list: Toast[]) => (
    <div
      role={tone === 'assertive' ? 'alert' : 'status'}
      aria-live={tone}
      className="flex w-full max-w-sm flex-col gap-2"
    >
      {list.map((toast) => (
        <div
          key={toast.id}
          className={`pointer-events-auto flex items-start gap-3 rounded-lg border-l-4 px-4 py-3 text-sm shadow-lg ${TONE_CLASSES[toast.tone]}`}
        >
          <p className="flex-1 break-words">{toast.message}</p>
          <button
            type="button"
            onClick={() => dismiss(toast.id)}
            className="-m-1 rounded p-1 leading-none opacity-70 hover:opacity-100"
            aria-label="Cerrar aviso"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Bottom-right on a desktop, along the bottom on a phone: never over a page's title or header buttons
          (docs/product.md#toasts); above the sticky row actions' layer, clear of a centred dialog's footer. */}
      <div
        data-toasts
        className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 px-4 pb-4 sm:left-auto sm:items-end"
      >
        {region(
          'assertive',
          toasts.filter((t) => t.tone === 'error'),
        )}
        {region(
          'polite',
          toasts.filter((t) => t.tone !== 'error'),
        )}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
}
