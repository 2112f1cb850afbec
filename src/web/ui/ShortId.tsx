import { shortId } from '#web/lib/short-id.ts';

/**
 * An id as an owner reads it: its first 8 characters, the full one on hover (title) and when copied, since the
 * text copied is the full id (docs/product.md#short-references).
 */
export function ShortId({ id, className = '' }: { id: string; className?: string }) {
  return (
    <span
      title={id}
      data-full-id={id}
      className={`font-mono ${className}`}
      onCopy={(event) => {
        event.clipboardData.setData('text/plain', id);
        event.preventDefault();
      }}
    >
      {shortId(id)}
    </span>
  );
}
