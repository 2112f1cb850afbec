/** The visitor's personal page: confirm, cancel and (on the day) sign the visit sheet (docs/product.md §4.2). */
export const viewingLink = (publicUrl: string, id: number, token: string, lang: string) =>
  `${publicUrl}/visita/${id}?token=${encodeURIComponent(token)}&lang=${lang}`;
