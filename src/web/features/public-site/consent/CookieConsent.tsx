import { useCallback, useState, type ReactNode } from 'react';
import { ACCEPT_ALL, REJECT_ALL, saveConsent, type ConsentChoice } from './consent';
import { CookieSettingsContext } from './consent-ui';
import { CookieBanner } from './CookieBanner';
import { CookieSettingsDialog } from './CookieSettingsDialog';
import { useConsent } from './use-consent';

/** Banner while no valid choice is stored, the settings dialog, and a way for children to reopen it. */
export function CookieConsent({ children }: { children: ReactNode }) {
  const consent = useConsent();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const openSettings = useCallback(() => setSettingsOpen(true), []);
  const choose = (choice: ConsentChoice) => {
    saveConsent(choice);
    setSettingsOpen(false);
  };

  return (
    <CookieSettingsContext.Provider value={openSettings}>
      {children}
      {consent === null && !settingsOpen ? (
        <CookieBanner onConfigure={openSettings} onRejectAll={() => choose(REJECT_ALL)} onAcceptAll={() => choose(ACCEPT_ALL)} />
      ) : null}
      {settingsOpen ? (
        <CookieSettingsDialog initial={consent ?? null} onSave={choose} onClose={() => setSettingsOpen(false)} />
      ) : null}
    </CookieSettingsContext.Provider>
  );
}
