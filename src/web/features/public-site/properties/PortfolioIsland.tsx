import { useCallback } from 'react';
import type { PropertyCardDto, PropertyDto, PublicPageData } from '../../../../shared/api/api-types';
import { homeTitle, propertyLocation, propertyTitle } from '../../../../shared/site/page-titles';
import { propertyPath } from '../../../../shared/site/property-path';
import { expressInterest } from '../contact/interest-store';
import { PropertiesSection } from './PropertiesSection';
import { PropertyModal } from './PropertyModal';
import { usePortfolio } from './use-portfolio';
import { usePropertyUrl } from './use-property-url';

const interestMessage = (property: PropertyDto) =>
  `Hola, me interesa la propiedad «${property.title}» (${propertyLocation(property)}). ¿Podríais darme más información?`;

/** The portfolio: filters, cards, 'Ver más' and the detail modal, whose property lives in the URL. */
export function PortfolioIsland({ data }: { data: PublicPageData }) {
  const { content } = data;
  const portfolio = usePortfolio(data.cards, data.portfolio.total);
  const { openProperty, open, close } = usePropertyUrl(portfolio.details ?? [], data.property, {
    home: homeTitle(content),
    property: (property) => propertyTitle(property, content.company_name!),
  });

  const { details, loadAll } = portfolio;
  const openCard = async (card: PropertyCardDto) => {
    const list = details ?? (await loadAll());
    const property = list?.find((p) => p.id === card.id) ?? (data.property?.id === card.id ? data.property : null);
    // Without the details (the fetch failed) the property's own page still shows them.
    if (property) open(property);
    else window.location.assign(propertyPath(card));
  };

  const interested = (property: PropertyDto) => {
    // Replacing (not going back) keeps the browser from moving focus to a fragment it restores.
    close('/#contacto');
    expressInterest(property.title, interestMessage(property));
  };

  // After a modal opened from a property URL closes, focus goes to that property's card.
  const cardOf = useCallback(
    () => (openProperty ? document.querySelector<HTMLElement>(`a[href="${propertyPath(openProperty)}"]`) : null),
    [openProperty],
  );

  return (
    <>
      <PropertiesSection portfolio={portfolio} summary={data.portfolio} onOpen={(card) => void openCard(card)} onIntent={() => void loadAll()} />
      {openProperty ? (
        <PropertyModal property={openProperty} onClose={() => close()} onInterested={interested} fallbackFocus={cardOf} />
      ) : null}
    </>
  );
}
