import { useSyncExternalStore } from 'react';

// The cookie settings dialog can be asked for from anywhere on the page (footer, cookie policy, a video
// waiting for consent), including parts that are never hydrated: those are plain buttons marked with
// COOKIE_SETTINGS_ATTRIBUTE, caught by one delegated click listener.

const COOKIE_SETTINGS_ATTRIBUTE = 'data-cookie-settings';

let settingsOpen = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function openCookieSettings() {
  settingsOpen = true;
  emit();
}

export function closeCookieSettings() {
  settingsOpen = false;
  emit();
}

export function useCookieSettingsOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => settingsOpen,
    () => false,
  );
}

/** Props of any button that opens the cookie settings. */
export const cookieSettingsButton = { type: 'button', [COOKIE_SETTINGS_ATTRIBUTE]: '' } as const;

/** Installed once by the page: every `[data-cookie-settings]` click opens the dialog. */
export function listenForCookieSettingsButtons(root: Document) {
  root.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest(`[${COOKIE_SETTINGS_ATTRIBUTE}]`)) openCookieSettings();
  });
}
