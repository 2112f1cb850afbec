import { ACCEPT_ALL, REJECT_ALL, saveConsent, type ConsentChoice } from './consent';
import { closeCookieSettings, openCookieSettings, useCookieSettingsOpen } from './consent-ui';
import { CookieBanner } from './CookieBanner';
import { CookieSettingsDialog } from './CookieSettingsDialog';
import { useConsent } from './use-consent';

/** Banner while no valid choice is stored, and the settings dialog; drawn in the browser only. */
export function CookieConsent() {
  const consent = useConsent();
  const settingsOpen = useCookieSettingsOpen();
  const choose = (choice: ConsentChoice) => {
    saveConsent(choice);
    closeCookieSettings();
  };

  return (
    <>
      {consent === null && !settingsOpen ? (
        <CookieBanner
          onConfigure={openCookieSettings}
          onRejectAll={() => choose(REJECT_ALL)}
          onAcceptAll={() => choose(ACCEPT_ALL)}
        />
      ) : null}
      {settingsOpen ? (
        <CookieSettingsDialog initial={consent ?? null} onSave={choose} onClose={closeCookieSettings} />
      ) : null}
    </>
  );
}
