import { useEffect, useRef, useState } from 'react';

/** The copy confirmation lasts 3 s (docs/product.md §10). */
const COPIED_MS = 3000;
const COPY_FAILED_MESSAGE = 'No se pudo copiar automáticamente. Por favor, copia manualmente el enlace.';

type CopyState = 'idle' | 'copied' | 'failed';

type CopyButtonProps = {
  /** The text to copy, or how to get it (e.g. a recorded request for a signing link) when the button is pressed. */
  value: string | (() => Promise<string>);
  /** Accessible name, e.g. 'Copiar IBAN': several copy buttons share one page. */
  label: string;
  className?: string;
  /** The button's words in the page's language (docs/product.md §11.2); Spanish by default. */
  texts?: { copy: string; copied: string; failed: string };
  /** Told once the value is on the clipboard (e.g. to record who copied a signing link). */
  onCopied?: () => void;
};

const SPANISH = { copy: 'Copiar', copied: 'Copiado', failed: COPY_FAILED_MESSAGE };

/** Copies `value` to the clipboard and says so for 3 s; where the browser refuses, asks to copy by hand. */
export function CopyButton({ value, label, className = '', texts = SPANISH, onCopied }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  // A value fetched on demand stays on screen if the browser refuses the clipboard, to copy by hand.
  const [fetched, setFetched] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    let text: string | null = typeof value === 'string' ? value : fetched;
    try {
      if (text === null && typeof value === 'function') {
        text = await value();
        setFetched(text);
      }
      await navigator.clipboard.writeText(text ?? '');
      setState('copied');
      onCopied?.();
      timer.current = setTimeout(() => setState('idle'), COPIED_MS);
    } catch {
      setState('failed');
    }
  }

  const copied = state === 'copied';
  return (
    <span className={`inline-flex flex-col items-end gap-1 print:hidden ${className}`}>
      <button
        type="button"
        onClick={copy}
        // The accessible name must contain the visible word (WCAG 2.5.3), also while it says 'Copiado'.
        aria-label={copied ? `${texts.copied}: ${label}` : label}
        className={`inline-flex min-h-11 items-center gap-1.5 rounded-lg border px-3 text-sm font-semibold transition ${
          copied
            ? 'border-brand-200 bg-brand-50 text-brand-700'
            : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-50'
        }`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          {copied ? (
            <path d="m4 10.5 4 4 8-9" strokeLinecap="round" strokeLinejoin="round" />
          ) : (
            <>
              <rect x="7" y="7" width="10" height="10" rx="2" />
              <path d="M13 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2" />
            </>
          )}
        </svg>
        {copied ? texts.copied : texts.copy}
      </button>
      <span aria-live="polite" className="sr-only">
        {copied ? texts.copied : ''}
      </span>
      {state === 'failed' ? (
        <span role="alert" className="max-w-64 text-right text-xs text-red-700">
          {texts.failed}
        </span>
      ) : null}
      {state === 'failed' && fetched ? (
        <input
          readOnly
          value={fetched}
          aria-label={label}
          onFocus={(event) => event.target.select()}
          className="min-h-9 w-64 truncate rounded border border-stone-300 bg-stone-50 px-2 py-1 font-mono text-xs"
        />
      ) : null}
    </span>
  );
}
