import { describe, expect, it } from 'vitest';

import { telHref, whatsappChatHref, whatsappShareHref } from './phone-links';

describe('phone links', () => {
  it.each([
    ['931 234 567', 'tel:931234567', 'https://wa.me/34931234567'],
    ['+34 600 11 22 33', 'tel:+34600112233', 'https://wa.me/34600112233'],
    ['0034 600112233', 'tel:0034600112233', 'https://wa.me/34600112233'],
    ['', null, null],
    ['llámanos', null, null],
  ])('%j → %s and %s', (phone, tel, whatsapp) => {
    expect(telHref(phone)).toBe(tel);
    expect(whatsappChatHref(phone)).toBe(whatsapp);
  });

  it('prefills the message and shares any text', () => {
    expect(whatsappChatHref('600112233', 'Hola & adiós')).toBe(
      'https://wa.me/34600112233?text=Hola%20%26%20adi%C3%B3s',
    );
    expect(whatsappShareHref('Piso https://x.es/p/1')).toBe('https://wa.me/?text=Piso%20https%3A%2F%2Fx.es%2Fp%2F1');
  });
});
