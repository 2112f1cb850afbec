import { z } from 'zod';

import { numberField, optionalText, requiredTextRule, ruledString } from './zod-fields';

export const MENU_HREF_MESSAGE = 'El enlace debe empezar por #, / o http(s)://';
const MAX_MENU_ITEMS = 50;
const MAX_HREF_LENGTH = 2000;

const SECTION_ANCHOR = /^#[\w-]+$/;
// Not "//host" or "/\host": browsers read both as a link to another site.
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
const WEB_URL = /^https?:\/\/[^\s/?#\\]+[^\s\\]*$/i;

/** `#section`, `/path` or an http(s) URL; everything else (javascript:, data:, //host) is refused. */
export function isValidMenuHref(href: string): boolean {
  if (SECTION_ANCHOR.test(href) || SITE_PATH.test(href)) return true;
  if (!WEB_URL.test(href)) return false;
  try {
    return new URL(href).hostname !== '';
  } catch {
    return false;
  }
}

/** The site's own links stay in the tab; full URLs open a new one (docs/product.md §3). */
export function isExternalMenuHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

const LABEL_REQUIRED = 'La etiqueta es obligatoria';
const INVALID_ID = 'Identificador de menú no válido';
const HREF_REQUIRED = 'El enlace es obligatorio';

const hrefRule = (value: string): string | null => {
  const href = value.trim();
  if (href === '') return HREF_REQUIRED;
  if (href.length > MAX_HREF_LENGTH) return `El enlace no puede superar los ${MAX_HREF_LENGTH} caracteres`;
  return isValidMenuHref(href) ? null : MENU_HREF_MESSAGE;
};

export const menuItemSchema = z.object(
  {
    // Ids are made by the browser (docs/product.md §2); a numeric one is kept as its text.
    id: z
      .union([z.string().trim().min(1, INVALID_ID).max(100, INVALID_ID), z.number().int(INVALID_ID)], {
        error: INVALID_ID,
      })
      .transform(String)
      .optional(),
    label: ruledString(LABEL_REQUIRED, requiredTextRule(LABEL_REQUIRED, 'La etiqueta', 100)),
    // Omitted on update keeps the stored translation; null or blank removes it (decision 012).
    label_ca: optionalText('La etiqueta en catalán', 100),
    label_en: optionalText('La etiqueta en inglés', 100),
    href: ruledString(HREF_REQUIRED, hrefRule),
    order: numberField({ label: 'El orden', min: 1, max: 10_000, integer: true }).default(1),
    is_active: z.boolean({ error: 'El estado activo debe ser verdadero o falso' }).default(true),
  },
  { error: 'Elemento del menú no válido' },
);

/** Body of PUT /api/cms/menu, which replaces the whole menu. */
export const menuUpdateSchema = z.object(
  {
    items: z
      .array(menuItemSchema, { error: 'La lista del menú no es válida' })
      .max(MAX_MENU_ITEMS, `El menú no puede tener más de ${MAX_MENU_ITEMS} elementos`)
      .refine((items) => {
        const ids = items.flatMap((item) => (item.id === undefined ? [] : [item.id]));
        return new Set(ids).size === ids.length;
      }, 'Hay elementos del menú con el mismo identificador'),
  },
  { error: 'Datos del menú no válidos' },
);

export type MenuItemInput = z.output<typeof menuItemSchema>;
export type MenuUpdateInput = z.output<typeof menuUpdateSchema>;

export const menuItemResponseSchema = z
  .object({
    id: z.string(),
    label: z.string().describe('En español, o en el idioma de ?lang= cuando está escrito'),
    label_ca: z.string().nullable().describe('Etiqueta en catalán tal como se guardó (null: se muestra el español)'),
    label_en: z.string().nullable().describe('Etiqueta en inglés tal como se guardó (null: se muestra el español)'),
    href: z.string(),
    order: z.number().int(),
    is_active: z.boolean(),
  })
  .meta({ id: 'MenuItem' });

export type MenuItemDto = z.infer<typeof menuItemResponseSchema>;
