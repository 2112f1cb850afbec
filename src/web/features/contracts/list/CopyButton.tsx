import { useEffect, useState } from 'react';
import { Button } from '../../../ui/Button';
import { useToast } from '../../../ui/Toast';

const CONFIRMATION_MS = 3000;
export const COPY_FAILED = 'No se pudo copiar automáticamente. Por favor, copia manualmente el enlace.';

/** Copies `text`; says 'Copiado' for 3 s (spec §9), or asks to copy by hand when the browser refuses. */
export function CopyButton({ text, label = 'Copiar enlace' }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  const toast = useToast();

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      toast.error(COPY_FAILED);
    }
  };

  return (
    <Button variant="secondary" size="sm" onClick={() => void copy()} aria-live="polite">
      {copied ? '✓ Copiado' : label}
    </Button>
  );
}
