export const tags = ['Personas'];
