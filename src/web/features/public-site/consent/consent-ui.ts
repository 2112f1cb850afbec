import { createContext, useContext } from 'react';

/** Lets any part of the page (footer, cookie policy, video placeholder) reopen the cookie settings. */
export const CookieSettingsContext = createContext<() => void>(() => {});

export const useOpenCookieSettings = () => useContext(CookieSettingsContext);
