import { useEffect, useRef, useState } from 'react';
import SignaturePadLib from 'signature_pad';

import { Button } from '#web/ui/Button.tsx';

import { useSigningText } from './signing-text';

// A 400x200 canvas on white. The drawing buffer is scaled by devicePixelRatio so strokes
// stay sharp on high-density screens; on narrow phones the canvas shrinks to the width available.
const WIDTH = 400;
const HEIGHT = 200;
const BACKGROUND = 'rgb(255, 255, 255)';

type Props = {
  /** The saved signature (PNG data URL) or null. */
  value: string | null;
  onSave: (dataUrl: string) => void;
  onChangeRequested: () => void;
  /** 'Cancelar': the pad is wiped, and a signature being changed comes back. */
  onCancel: () => void;
};

export function SignaturePad({ value, onSave, onChangeRequested, onCancel }: Props) {
  const { t } = useSigningText();
  if (value) {
    return (
      <div className="space-y-3">
        <img
          src={value}
          alt={t('pad.saved')}
          width={WIDTH}
          height={HEIGHT}
          className="w-full max-w-[400px] rounded-lg border border-stone-300 bg-white"
        />
        <Button variant="secondary" onClick={onChangeRequested} className="w-full sm:w-auto">
          {t('pad.change')}
        </Button>
      </div>
    );
  }
  return <DrawingPad onSave={onSave} onCancel={onCancel} />;
}

function DrawingPad({ onSave, onCancel }: { onSave: (dataUrl: string) => void; onCancel: () => void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLib | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { t } = useSigningText();

  useEffect(() => {
    const canvas = canvasRef.current!;
    const pad = new SignaturePadLib(canvas, {
      backgroundColor: BACKGROUND,
      penColor: 'rgb(17, 24, 39)',
      minWidth: 0.8,
      maxWidth: 2.6,
    });
    padRef.current = pad;
    const resize = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')!.scale(ratio, ratio);
      // Resizing wipes the bitmap: redraw what was there.
      pad.clear();
      pad.fromData(strokes);
    };
    // Sized when the browser has laid the pad out (and again whenever its box changes), rather than by reading its
    // size as it mounts: that read would make the browser lay the whole page out at once, in the same task.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => resize());
    if (observer) observer.observe(canvas);
    else resize();
    const clearError = () => setError(null);
    pad.addEventListener('beginStroke', clearError);
    return () => {
      observer?.disconnect();
      pad.removeEventListener('beginStroke', clearError);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    setError(null);
  };
  const save = () => {
    const pad = padRef.current;
    if (!pad || pad.isEmpty()) {
      setError(t('pad.empty'));
      return;
    }
    onSave(pad.toDataURL('image/png'));
  };

  return (
    <div className="space-y-3">
      <div className="relative w-full max-w-[400px]">
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={t('pad.area')}
          aria-describedby={error ? 'signature-error' : undefined}
          style={{ width: '100%', aspectRatio: `${WIDTH} / ${HEIGHT}`, touchAction: 'none' }}
          className="block cursor-crosshair rounded-lg border-2 border-dashed border-stone-400 bg-white"
        />
        {/* A signing line like on paper; drawn over the canvas, so it never ends up in the image. */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-6 bottom-[22%] flex items-end gap-1 border-b border-stone-300 text-stone-400"
        >
          <span className="text-lg leading-none">×</span>
        </div>
      </div>
      {error ? (
        <p id="signature-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <Button onClick={save} className="col-span-2">
          {t('pad.save')}
        </Button>
        <Button variant="secondary" onClick={clear}>
          {t('pad.clear')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            clear();
            onCancel();
          }}
        >
          {t('pad.cancel')}
        </Button>
      </div>
    </div>
  );
}
