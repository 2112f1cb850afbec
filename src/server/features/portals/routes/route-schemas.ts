import { z } from 'zod';

import { numericIdParams } from '#server/lib/route-schemas.ts';

import { PROPERTY_NOT_FOUND } from '../portal-states';

export const tags = ['Portales'];
export const propertyParams = numericIdParams(PROPERTY_NOT_FOUND);
export const idealistaFileSchema = z.looseObject({}).describe('Fichero de idealista (customer.json, integración v6)');
