export { staffMayCall, STAFF_FORBIDDEN } from './staff-access';
export { signingRepresentative, NO_SIGNING_POWERS } from './signing-representative';
export { namedSignatories } from './queries';
