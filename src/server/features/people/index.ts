export { staffMayCall, STAFF_FORBIDDEN } from './staff-access';
export { signingRepresentative, NO_SIGNING_POWERS, SHARED_ACCOUNT_CANNOT_SIGN } from './signing-representative';
export { namedSignatories } from './queries';
