import { numericIdParams } from '#server/lib/route-schemas.ts';

import { PROPERTY_NOT_FOUND } from '../update-property';

export const tags = ['Propiedades'];

export const propertyParams = numericIdParams(PROPERTY_NOT_FOUND);

export const PROPERTY_BODY =
  'La propiedad con sus imágenes (URL data: nuevas, o las ya guardadas por id/url) y vídeos de YouTube. start_date es la fecha de ' +
  'publicación y completion_date la de venta. Cada imagen hasta 10 MB.';
