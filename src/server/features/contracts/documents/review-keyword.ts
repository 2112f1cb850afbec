/**
 * The keyword a contract PDF carries once its text is frozen: the frozen text's SHA-256, in the metadata PDF writers
 * keep uncompressed, so /verificar recognises a copy made before the seal (docs/product.md#review-copies).
 */
export const REVIEW_KEYWORD_PREFIX = 'casa-nova-text-sha256:';

export const reviewKeyword = (frozenSha256: string) => `${REVIEW_KEYWORD_PREFIX}${frozenSha256}`;
