import type { PublicPageData } from '#shared/api/api-types.ts';
import { ContactSection } from '#web/features/public-site/contact/ContactSection.tsx';
import { IslandSlot } from '#web/features/public-site/island-slot.tsx';

import { AboutSection } from './AboutSection';
import { HeroSection } from './HeroSection';

/** The landing page (also behind property URLs): static sections around the portfolio and the form. */
export function LandingPage({ data }: { data: PublicPageData }) {
  const { content } = data;
  return (
    <main id="contenido">
      <HeroSection content={content} summary={data.portfolio} cards={data.cards} />
      <IslandSlot name="portfolio" />
      <AboutSection content={content} />
      <ContactSection content={content} />
    </main>
  );
}
