import { useEffect } from 'react';

import { ContactForm } from './ContactForm';
import { clearInterest, useInterest } from './interest-store';

/** The contact form with the property a visitor said they are interested in, scrolled into view. */
export function ContactFormIsland() {
  const interest = useInterest();
  useEffect(() => {
    if (interest) document.getElementById('contacto')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [interest]);
  return <ContactForm interest={interest} onClearInterest={clearInterest} />;
}
