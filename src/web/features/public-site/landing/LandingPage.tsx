import { useCallback, useEffect, useState } from 'react';
import type { PropertyDto, PublicPageData } from '../../../../shared/api/api-types';
import { homeTitle, propertyLocation, propertyTitle } from '../../../../shared/site/page-titles';
import { propertyPath } from '../../../../shared/site/property-path';
import type { Interest } from '../contact/ContactForm';
import { ContactSection } from '../contact/ContactSection';
import { PropertiesSection } from '../properties/PropertiesSection';
import { PropertyModal } from '../properties/PropertyModal';
import { useProperties } from '../properties/use-properties';
import { usePropertyUrl } from '../properties/use-property-url';
import { AboutSection } from './AboutSection';
import { HeroSection } from './HeroSection';

const interestMessage = (property: PropertyDto) =>
  `Hola, me interesa la propiedad «${property.title}» (${propertyLocation(property)}). ¿Podríais darme más información?`;

export function LandingPage({ data }: { data: PublicPageData }) {
  const { content } = data;
  const properties = useProperties(data.properties);
  const { openProperty, open, close } = usePropertyUrl(properties ?? [], data.propertyId, {
    home: homeTitle(content),
    property: (property) => propertyTitle(property, content.company_name!),
  });
  const [interest, setInterest] = useState<Interest | null>(null);

  const interested = (property: PropertyDto) => {
    // Replacing (not going back) keeps the browser from moving focus to a fragment it restores.
    close('/#contacto');
    setInterest((current) => ({ title: property.title, message: interestMessage(property), token: (current?.token ?? 0) + 1 }));
  };

  useEffect(() => {
    if (interest) document.getElementById('contacto')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [interest]);

  // After a modal opened from a property URL closes, focus goes to that property's card.
  const cardOf = useCallback(
    () => (openProperty ? document.querySelector<HTMLElement>(`a[href="${propertyPath(openProperty)}"]`) : null),
    [openProperty],
  );

  return (
    <main id="contenido">
      <HeroSection content={content} properties={properties ?? []} />
      <PropertiesSection properties={properties} onOpen={open} />
      <AboutSection content={content} />
      <ContactSection content={content} interest={interest} onClearInterest={() => setInterest(null)} />
      {openProperty ? (
        <PropertyModal property={openProperty} onClose={() => close()} onInterested={interested} fallbackFocus={cardOf} />
      ) : null}
    </main>
  );
}
