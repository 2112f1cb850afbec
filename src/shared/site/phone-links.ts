// Links that call or message the company from its phone as typed in the site texts ("931 234 567",
// "+34 600 000 000"): tel: keeps the plus, wa.me wants the international number without it.

const digitsOf = (phone: string) => phone.replace(/[^\d+]/g, '');

/** tel: link, or null when the text holds no phone number. */
export function telHref(phone: string | undefined): string | null {
  const digits = digitsOf(phone ?? '');
  return digits.replace('+', '').length >= 9 ? `tel:${digits}` : null;
}

/** https://wa.me/34600000000 (Spanish numbers get +34), with an optional prefilled message. */
export function whatsappChatHref(phone: string | undefined, text?: string): string | null {
  let digits = digitsOf(phone ?? '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.length === 9) digits = `34${digits}`;
  if (!/^\d{10,15}$/.test(digits)) return null;
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** WhatsApp's share link: the visitor picks the chat. */
export const whatsappShareHref = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
