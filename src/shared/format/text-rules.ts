import { isValidEmail } from '#shared/identity/email.ts';

// Plain validation rules shared by live form checks (in the browser) and the API schemas. They live
// apart from zod-fields.ts so the public bundle can use them without pulling zod in.

/** A validation rule shared by live form checks and the API: null when the value is acceptable. */
export type Rule = (value: string) => string | null;

export function tooLongMessage(subject: string, max: number): string {
  return `${subject} no puede superar los ${max} caracteres`;
}

/** Rule for a required free-text field: blank → `requiredMessage`, longer than `max` → a length message. */
export function requiredTextRule(requiredMessage: string, subject: string, max: number): Rule {
  return (value) => {
    const text = value.trim();
    if (text === '') return requiredMessage;
    return text.length > max ? tooLongMessage(subject, max) : null;
  };
}

/** Rule for a required email address in the simple pattern of docs/product.md §9. */
export function emailRule(requiredMessage: string, invalidMessage: string): Rule {
  return (value) => {
    const email = value.trim();
    if (email === '') return requiredMessage;
    return isValidEmail(email) ? null : invalidMessage;
  };
}
