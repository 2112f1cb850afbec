import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import type { IslandPageData } from '#shared/api/api-types.ts';
import { unpackPageData, type EmbeddedPageData } from '#shared/site/island-data.ts';

import { withChunkMessages } from './features/public-site/chunk-messages';
import { listenForCookieSettingsButtons } from './features/public-site/consent/consent-ui';
import { CookieConsent } from './features/public-site/consent/CookieConsent';
import { I18nProvider } from './features/public-site/i18n';
import { settleFragmentOnLoad, settleInPageLinks } from './features/public-site/in-page-scroll';
import { CONSENT_ROOT_ID, ISLAND_ATTRIBUTE, IslandFrame } from './features/public-site/island-frame';
import type { IslandName } from './features/public-site/island-slot';
import { headerIsland } from './features/public-site/layout/header-island';
import { LanguageSuggestion } from './features/public-site/layout/LanguageSuggestion';
import { AfterHydration, hasEarlyInput, markAwake, onEarlyInput, wakeUp } from './lib/early-input';
import { warmIntlOffMainThread } from './lib/intl-warmup';
import { keepTyped } from './lib/typed-before-hydration';
import { DomIdPrefix } from './ui/use-dom-id';

import './public.css';

// The page is server-rendered HTML; only its islands become interactive (docs/decisions/008). Each one
// is hydrated in a task of its own: the cookie choice at once, the header when the visitor points at it, touches,
// focuses or presses it, the rest also when the visitor gets to it. A press made before is kept and played back
// (docs/decisions/043), so nothing on screen needs to wake before the visitor acts.
const data = unpackPageData(JSON.parse(document.getElementById('__DATA__')!.textContent!) as EmbeddedPageData);

listenForCookieSettingsButtons(document);
settleInPageLinks(document);
settleFragmentOnLoad(document);
// What lies outside the islands listens now (the cookie-settings buttons): a press made on it before plays back
// (docs/decisions/043). Each island is marked awake once hydrated, which browser tests also wait for.
markAwake(document.getElementById('root')!);
const consentRoot = document.getElementById(CONSENT_ROOT_ID)!;
// A task of its own, like each island: evaluating the script and drawing the banner in one task would make
// one long task of two short ones on a phone.
setTimeout(() =>
  createRoot(consentRoot).render(
    <AfterHydration onDone={() => consentRoot.setAttribute('data-hydrated', '')}>
      <I18nProvider locale={data.locale} messages={data.messages}>
        <DomIdPrefix.Provider value="consent-">
          <CookieConsent />
          <LanguageSuggestion paths={data.paths} />
        </DomIdPrefix.Provider>
      </I18nProvider>
    </AfterHydration>,
  ),
);

type IslandPart = { tree: (data: IslandPageData) => ReactNode; data: IslandPageData };
/**
 * The islands' trees (the server's are in islands.tsx). The header is drawn on the first screen and comes with
 * this script; the portfolio (filters, modal, gallery) and the contact form are chunks of their own, fetched and
 * evaluated when they are needed, each with its messages, which the page does not embed (docs/decisions/031), so a
 * phone's first screen evaluates only the header's code.
 */
const ISLAND_PARTS: Record<IslandName, () => IslandPart | Promise<IslandPart>> = {
  header: () => ({ tree: headerIsland, data }),
  portfolio: async () => {
    // Prices, areas and dates: ICU's data loads in a worker while the chunk arrives (docs/decisions/035).
    const [{ PortfolioIsland }, messages] = await Promise.all([
      import('./features/public-site/properties/PortfolioIsland'),
      withChunkMessages(data.messages, data.locale, 'portfolio'),
      warmIntlOffMainThread(),
    ]);
    return { tree: (islandData) => <PortfolioIsland data={islandData} />, data: { ...data, messages } };
  },
  'contact-form': async () => {
    const [{ ContactFormIsland }, messages] = await Promise.all([
      import('./features/public-site/contact/ContactFormIsland'),
      withChunkMessages(data.messages, data.locale, 'contact-form'),
    ]);
    return { tree: () => <ContactFormIsland />, data: { ...data, messages } };
  },
};

const hydrate = async (element: HTMLElement) => {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
  const { tree, data: islandData } = await ISLAND_PARTS[name]();
  // A chunk that has just been evaluated would otherwise be hydrated in the same task: one long task of two.
  if (name !== 'header') await new Promise((resolve) => setTimeout(resolve, 0));
  const replayTyping = keepTyped(element);
  // What was typed first, then what was pressed: a form sent before its script listened is sent with its text.
  const markHydrated = () => wakeUp(element, replayTyping);
  hydrateRoot(
    element,
    <AfterHydration onDone={markHydrated}>
      <IslandFrame name={name} data={islandData}>
        {tree(islandData)}
      </IslandFrame>
    </AfterHydration>,
  );
};

/**
 * Runs `task` once, when `element` is pointed at, touched, focused or pressed, or (`inView`) comes into the viewport.
 * Never on a timer: a phone that only looks at the first screen runs no script for what lies below it
 * (docs/performance.md), nor for a header nobody touches (docs/decisions/043).
 */
function whenNeeded(element: HTMLElement, task: () => void, { inView }: { inView: boolean }) {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    task();
  };
  // 100 px into the viewport, not near it: on a phone the portfolio's top edge shows under the hero, and
  // hydrating it there would cost the first screen a long task for cards nobody can reach yet.
  const observer = inView
    ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && run(), {
        rootMargin: '0px 0px -100px 0px',
      })
    : undefined;
  // The island's wrapper has no box of its own (display: contents), so it never intersects: watch its content.
  if (observer) for (const child of element.children) observer.observe(child);
  element.addEventListener('pointerover', run, { once: true });
  element.addEventListener('focusin', run, { once: true });
  element.addEventListener('touchstart', run, { once: true, passive: true });
  onEarlyInput(element, run);
}

for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
  const name = element.getAttribute(ISLAND_ATTRIBUTE);
  // A property URL opens its modal on load: that island is needed at once, as is one pressed before this script ran.
  if ((name === 'portfolio' && data.property) || hasEarlyInput(element)) setTimeout(() => void hydrate(element), 0);
  // The header is on screen from the start: being in view says nothing about being needed.
  else whenNeeded(element, () => void hydrate(element), { inView: name !== 'header' });
}
