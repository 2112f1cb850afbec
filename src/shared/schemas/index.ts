// The request schemas of the API, shared by the server (validation at the edge) and the browser forms.
// Each group lives in its own file; this module only gathers them under the agreed import path.
export * from './attachment-schema';
export * from './auth-schemas';
export * from './buyer-file-schema';
export * from './buyer-schema';
export * from './consent-schema';
export * from './contact-schema';
export * from './content-schema';
export * from './contract-lifecycle-schema';
export * from './locale-query';
export * from './menu-schema';
export * from './payment-schema';
export * from './portal-schema';
export * from './property-schema';
export * from './property-list-query';
export * from './signing-schemas';
export * from './zod-errors';
