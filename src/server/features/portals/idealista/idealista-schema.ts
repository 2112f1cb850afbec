// idealista's own JSON Schemas (draft-04, ./schemas) with a maintained validator: every property is checked before a
// file is built, so idealista never receives one it would refuse (docs/product.md#portals, decision 040).
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv-draft-04';

import address from './schemas/properties/address.json' with { type: 'json' };
import building from './schemas/properties/building.json' with { type: 'json' };
import contact from './schemas/properties/contact.json' with { type: 'json' };
import customer from './schemas/properties/customer.json' with { type: 'json' };
import description from './schemas/properties/description.json' with { type: 'json' };
import documents from './schemas/properties/documents.json' with { type: 'json' };
import features from './schemas/properties/features.json' with { type: 'json' };
import garage from './schemas/properties/garage.json' with { type: 'json' };
import homes from './schemas/properties/homes.json' with { type: 'json' };
import images from './schemas/properties/images.json' with { type: 'json' };
import land from './schemas/properties/land.json' with { type: 'json' };
import newDevelopment from './schemas/properties/newDevelopment.json' with { type: 'json' };
import offices from './schemas/properties/offices.json' with { type: 'json' };
import operation from './schemas/properties/operation.json' with { type: 'json' };
import premises from './schemas/properties/premises.json' with { type: 'json' };
import promo from './schemas/properties/promo.json' with { type: 'json' };
import property from './schemas/properties/property.json' with { type: 'json' };
import room from './schemas/properties/room.json' with { type: 'json' };
import storage from './schemas/properties/storage.json' with { type: 'json' };
import typology from './schemas/properties/typology.json' with { type: 'json' };
import videos from './schemas/properties/videos.json' with { type: 'json' };
import virtualTour from './schemas/properties/virtualTour.json' with { type: 'json' };
import virtualTour3D from './schemas/properties/virtualTour3D.json' with { type: 'json' };
import virtualtours from './schemas/properties/virtualtours.json' with { type: 'json' };
import rules from './schemas/rules.json' with { type: 'json' };

const SCHEMAS = [
  rules,
  address,
  building,
  contact,
  customer,
  description,
  documents,
  features,
  garage,
  homes,
  images,
  land,
  newDevelopment,
  offices,
  operation,
  premises,
  promo,
  property,
  room,
  storage,
  typology,
  videos,
  virtualTour,
  virtualTour3D,
  virtualtours,
];

const BASE = 'https://feeds.idealista.com/v6/schemas/properties/';

let validators: { property: ValidateFunction; customer: ValidateFunction } | undefined;

/** Compiled on first use (a few milliseconds), not at start: installations without idealista never pay it. */
function compiled() {
  if (!validators) {
    // The schemas carry keywords draft-04 does not define (readOnly, titles on $refs, patterns on integers) and
    // tuple-form `items`: not strict, as idealista's own validation is not.
    const ajv = new Ajv({ strict: false, allErrors: false, schemas: SCHEMAS as object[] });
    validators = { property: ajv.getSchema(`${BASE}property.json`)!, customer: ajv.getSchema(`${BASE}customer.json`)! };
  }
  return validators;
}

/** The first reason a value breaks the schema, as a path and the rule ("/propertyFeatures: must match …"). */
function firstError(errors: ErrorObject[] | null | undefined): string {
  const error = errors?.[0];
  if (!error) return 'no cumple el esquema';
  return `${error.instancePath || '/'} ${error.message ?? 'no cumple el esquema'}`;
}

/** null when idealista's property schema accepts `value`; otherwise the first reason. */
export function idealistaPropertyError(value: unknown): string | null {
  const validate = compiled().property;
  return validate(value) ? null : firstError(validate.errors);
}

/** null when the whole file passes customer.json; otherwise the first reason. */
export function idealistaFileError(value: unknown): string | null {
  const validate = compiled().customer;
  return validate(value) ? null : firstError(validate.errors);
}
