export const LIMIT_MESSAGE = 'El límite debe ser un número entre 1 y 1000';

export const tags = ['Contactos'];
