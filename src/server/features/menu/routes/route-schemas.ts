export const tags = ['Menú'];
