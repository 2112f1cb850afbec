import { ContactForm } from './ContactForm';
import { clearInterest, useInterest } from './interest-store';

/**
 * The contact form with the property a visitor said they are interested in. The portfolio scrolls the
 * form into view itself: this island may not be hydrated yet when the visitor asks.
 */
export function ContactFormIsland() {
  const interest = useInterest();
  return <ContactForm interest={interest} onClearInterest={clearInterest} />;
}
