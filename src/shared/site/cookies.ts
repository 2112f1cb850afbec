// The cookies the server itself sets (docs/product.md#cookies-the-server-sets), and what the cookie policy says of
// each in the site's three languages. One list: the server takes the names from here, the policy's table renders it,
// and a test drives the app and compares it with the Set-Cookie names it really sends. Add a cookie here first.

export type CookieLocale = 'es' | 'ca' | 'en';

type CookieTexts = { purpose: string; duration: string };

export type ServerCookie = {
  /** As the policy shows it: a trailing `_N` stands for a number (one cookie per buyer). */
  name: string;
  /** The Max-Age the server sets, which the stated duration says in words. */
  maxAgeSeconds: number;
  texts: Record<CookieLocale, CookieTexts>;
};

/** The staff login's device lane (docs/product.md#login-throttling-without-lockout). */
export const DEVICE_COOKIE = 'casanova_dispositivo';
const EMAIL_CODE_COOKIE_PREFIX = 'casanova_codigo_';
/** The proof that this browser confirmed a buyer's email code (docs/product.md §5.4). */
export const emailCodeCookieName = (buyerId: number) => `${EMAIL_CODE_COOKIE_PREFIX}${buyerId}`;

/** A cookie's name as the policy lists it: `casanova_codigo_17` → `casanova_codigo_N`. */
export const cookieListName = (name: string) => name.replace(/_\d+$/, '_N');

export const SERVER_COOKIES: readonly ServerCookie[] = [
  {
    name: DEVICE_COOKIE,
    maxAgeSeconds: 90 * 24 * 60 * 60,
    texts: {
      es: {
        purpose:
          'Solo para el personal: tras iniciar sesión en el área de administración, reconoce este navegador para que ' +
          'pueda seguir entrando aunque otros prueben contraseñas de la cuenta. Solo se envía al inicio de sesión y ' +
          'los scripts de la página no pueden leerla.',
        duration: '90 días',
      },
      ca: {
        purpose:
          'Només per al personal: després d’iniciar sessió a l’àrea d’administració, reconeix aquest navegador perquè ' +
          'pugui continuar entrant encara que d’altres provin contrasenyes del compte. Només s’envia a l’inici de ' +
          'sessió i els scripts de la pàgina no la poden llegir.',
        duration: '90 dies',
      },
      en: {
        purpose:
          'Staff only: after signing in to the administration area, it recognises this browser so that it can still ' +
          'sign in while others try passwords on the account. It is only sent to the sign-in and the page’s scripts ' +
          'cannot read it.',
        duration: '90 days',
      },
    },
  },
  {
    name: cookieListName(emailCodeCookieName(0)),
    maxAgeSeconds: 60 * 60,
    texts: {
      es: {
        purpose:
          'Solo al firmar un contrato que pide un código por email: prueba que este navegador confirmó el código ' +
          'enviado a ese comprador (N lo identifica), para que solo quien lo confirmó pueda firmar. Solo se envía a ' +
          'las direcciones de ese contrato y los scripts de la página no pueden leerla.',
        duration: '60 minutos',
      },
      ca: {
        purpose:
          'Només en signar un contracte que demana un codi per correu electrònic: prova que aquest navegador va ' +
          'confirmar el codi enviat a aquest comprador (N l’identifica), perquè només qui el va confirmar pugui ' +
          'signar. Només s’envia a les adreces d’aquest contracte i els scripts de la pàgina no la poden llegir.',
        duration: '60 minuts',
      },
      en: {
        purpose:
          'Only when signing a contract that asks for an email code: proves that this browser confirmed the code sent ' +
          'to that buyer (N identifies them), so that only whoever confirmed it can sign. It is only sent to that ' +
          'contract’s addresses and the page’s scripts cannot read it.',
        duration: '60 minutes',
      },
    },
  },
];
