// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';

import { CONSENT_STORAGE_KEY } from '#web/features/public-site/consent/consent.ts';

import { LANGUAGE_STORAGE_KEY, rememberedLanguage, rememberLanguage } from './language-preference';

const consent = (functional: boolean) =>
  localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({
      necessary: true,
      analytics: false,
      marketing: false,
      functional,
      timestamp: new Date().toISOString(),
    }),
  );

describe('remembered language (docs/product.md §11)', () => {
  beforeEach(() => localStorage.clear());

  it('stores nothing without functional consent', () => {
    consent(false);
    rememberLanguage('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(rememberedLanguage()).toBeNull();
  });

  it('remembers the choice with functional consent, for six months', () => {
    consent(true);
    rememberLanguage('ca');
    expect(rememberedLanguage()).toBe('ca');
    expect(rememberedLanguage(Date.now() + 200 * 24 * 60 * 60 * 1000)).toBeNull();
  });

  it('forgets it when the consent is withdrawn', () => {
    consent(true);
    rememberLanguage('en');
    consent(false);
    expect(rememberedLanguage()).toBeNull();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});
