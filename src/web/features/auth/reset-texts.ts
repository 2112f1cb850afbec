/** Shown in both modes of the reset page (docs/product.md §4). */
export const RESET_LINK_RULES = 'Los enlaces de restablecimiento caducan en 1 hora y solo pueden usarse una vez.';
