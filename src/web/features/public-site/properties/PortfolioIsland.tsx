import { useCallback, useEffect, useRef } from 'react';

import type { IslandPageData, PropertyCardDto, PropertyDto } from '#shared/api/api-types.ts';
import { homeTitle, propertyPageTitle } from '#shared/site/page-titles.ts';
import { cardPath, localizedPropertyPath } from '#shared/site/property-path.ts';
import { expressInterest } from '#web/features/public-site/contact/interest-store.ts';
import { locationLabel, useI18n, type PublicTranslate } from '#web/features/public-site/i18n.tsx';
import { scrollToTarget } from '#web/features/public-site/in-page-scroll.ts';

import { PropertiesSection } from './PropertiesSection';
import { PropertyModal } from './PropertyModal';
import { usePortfolio } from './use-portfolio';
import { usePropertyUrl } from './use-property-url';

const interestMessage = (property: PropertyDto, t: PublicTranslate) =>
  t('modal.interestMessage', { title: property.title, location: locationLabel(t, property) });

/** The portfolio: filters, cards, 'Ver más' and the detail modal, whose property lives in the URL. */
export function PortfolioIsland({ data }: { data: IslandPageData }) {
  const { content } = data;
  const { t, locale, path } = useI18n();
  const portfolio = usePortfolio(data.cards, data.portfolio.total, data.locale);
  const { openProperty, open, close } = usePropertyUrl(portfolio.details ?? [], data.property, locale, {
    home: homeTitle(content),
    property: (property) => propertyPageTitle(t, property, content.company_name!),
  });

  const { details, loadAll } = portfolio;
  const openCard = async (card: PropertyCardDto) => {
    const list = details ?? (await loadAll());
    const property = list?.find((p) => p.id === card.id) ?? (data.property?.id === card.id ? data.property : null);
    // Without the details (the fetch failed) the property's own page still shows them.
    if (property) open(property);
    else window.location.assign(cardPath(card, locale));
  };

  const toContactForm = useRef(false);
  const interested = (property: PropertyDto) => {
    // Replacing (not going back) keeps the browser from moving focus to a fragment it restores.
    close(path('/#contacto'));
    expressInterest(property.title, interestMessage(property, t));
    toContactForm.current = true;
  };
  // Once the modal has closed (and given focus back, which scrolls to the card), the form comes into view;
  // the contact island hydrates when it does and moves focus to the name field.
  useEffect(() => {
    if (openProperty || !toContactForm.current) return;
    toContactForm.current = false;
    const form = document.querySelector('#contacto form');
    if (form) scrollToTarget(form);
  }, [openProperty]);

  // After a modal opened from a property URL closes, focus goes to that property's card.
  const cardOf = useCallback(
    // Within the portfolio: the language switcher links the same page (in Spanish, the same path) further up.
    () =>
      openProperty
        ? document.querySelector<HTMLElement>(`#propiedades a[href="${localizedPropertyPath(openProperty, locale)}"]`)
        : null,
    [openProperty, locale],
  );

  return (
    <>
      <PropertiesSection
        portfolio={portfolio}
        summary={data.portfolio}
        onOpen={(card) => void openCard(card)}
        onIntent={() => void loadAll()}
      />
      {openProperty ? (
        <PropertyModal
          property={openProperty}
          onClose={() => close()}
          onInterested={interested}
          fallbackFocus={cardOf}
          phone={content.company_phone}
          interestMessage={interestMessage(openProperty, t)}
          estimateDate={data.today}
        />
      ) : null}
    </>
  );
}
