import { isValidEmail } from '#shared/identity/email.ts';

/**
 * The company email as the admin typed it: a `mailto:` link only when it is an address (docs/product.md §3);
 * any other text (the site texts are free) is shown as plain text.
 */
export function CompanyEmail({ email, className }: { email: string; className?: string }) {
  const text = email.trim();
  if (!isValidEmail(text)) return <span className={className}>{text}</span>;
  return (
    <a href={`mailto:${text}`} className={className}>
      {text}
    </a>
  );
}
