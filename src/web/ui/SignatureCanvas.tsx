import { useEffect, useRef } from 'react';
import SignaturePadLib from 'signature_pad';

const WIDTH = 400;
const HEIGHT = 200;

type Props = {
  /** The pad's accessible name and the clear button's text, in the page's language. */
  label: string;
  clearLabel: string;
  /** A PNG data URL after each stroke; null once cleared. */
  onChange: (dataUrl: string | null) => void;
};

/**
 * A hand-drawn signature on a white 400x200 canvas (the size the server checks), sharp on dense screens, narrower
 * on a phone. Used where a visitor signs the visit sheet, on the company's phone or through their own link.
 */
export function SignatureCanvas({ label, clearLabel, onChange }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLib | null>(null);
  useEffect(() => {
    const canvas = canvasRef.current!;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = WIDTH * ratio;
    canvas.height = HEIGHT * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePadLib(canvas, { backgroundColor: 'rgb(255, 255, 255)', penColor: 'rgb(17, 24, 39)' });
    padRef.current = pad;
    pad.addEventListener('endStroke', () => onChange(pad.isEmpty() ? null : pad.toDataURL('image/png')));
    return () => pad.off();
  }, [onChange]);
  return (
    <div className="space-y-2">
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={label}
        style={{ width: '100%', maxWidth: WIDTH, aspectRatio: `${WIDTH} / ${HEIGHT}`, touchAction: 'none' }}
        className="rounded-lg border border-stone-300 bg-white"
        data-testid="signature-canvas"
      />
      <button
        type="button"
        onClick={() => {
          padRef.current?.clear();
          onChange(null);
        }}
        className="min-h-11 rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800"
      >
        {clearLabel}
      </button>
    </div>
  );
}
