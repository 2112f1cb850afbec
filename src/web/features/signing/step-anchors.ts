/** Where each of the buyer's steps starts on the signing page: the guide's links jump there. */
export const STEP_ANCHORS = {
  email: 'paso-email',
  identity: 'paso-identidad',
  read: 'contract-text-title',
  sign: 'paso-firma',
} as const;
