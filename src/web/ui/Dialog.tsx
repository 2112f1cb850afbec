import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

import { useDomId } from './use-dom-id';

const WIDTHS = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl', xl: 'max-w-5xl' } as const;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** Visible heading; it is also the dialog's accessible name. */
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Action buttons shown under the content. */
  footer?: ReactNode;
  size?: keyof typeof WIDTHS;
  /** Element focused on open; otherwise the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Where focus goes on close when nothing was focused before opening (e.g. a dialog open on page load). */
  fallbackFocus?: () => HTMLElement | null;
  closeLabel?: string;
};

function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/**
 * Accessible modal: labelled by its title, traps Tab inside, closes on Escape or a click outside,
 * locks page scroll, and gives focus back to whatever had it before.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  fallbackFocus,
  closeLabel = 'Cerrar',
}: DialogProps) {
  const titleId = useDomId();
  const descriptionId = useDomId();
  const panelRef = useRef<HTMLDivElement>(null);
  // Read in the effect's cleanup; a ref keeps the latest callback without reopening the dialog.
  const fallbackRef = useRef(fallbackFocus);
  useEffect(() => {
    fallbackRef.current = fallbackFocus;
  });

  // A layout effect: focus is inside the dialog before it is first painted, so a key pressed as soon as it
  // shows (Escape, Tab) reaches it; Preact runs plain effects only after the paint.
  useLayoutEffect(() => {
    if (!open) return;
    const panel = panelRef.current!;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    (initialFocusRef?.current ?? focusableIn(panel)[0] ?? panel).focus();
    return () => {
      root.style.overflow = previousOverflow;
      const target =
        previous && previous !== document.body && previous.isConnected ? previous : fallbackRef.current?.();
      target?.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusableIn(panelRef.current!);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-stone-950/60 p-0 backdrop-blur-sm sm:items-center sm:p-6"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`relative flex max-h-[100dvh] w-full ${WIDTHS[size]} flex-col overflow-hidden rounded-t-2xl bg-white shadow-2xl outline-none sm:max-h-[calc(100dvh-3rem)] sm:rounded-2xl`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-5 py-4 sm:px-6">
          <div className="min-w-0">
            <h2 id={titleId} className="font-serif text-xl font-semibold text-stone-900 sm:text-2xl">
              {title}
            </h2>
            {description ? (
              <div id={descriptionId} className="mt-1 text-sm text-stone-600">
                {description}
              </div>
            ) : null}
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="-mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-stone-500 transition hover:bg-stone-100 hover:text-stone-900"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
        {footer ? (
          <div className="flex flex-wrap justify-end gap-3 border-t border-stone-200 bg-stone-50 px-5 py-4 sm:px-6">
            {footer}
          </div>
        ) : null}
      </div>
    </div>
  );
}
