// Shared class lists of the public site, so buttons and section headings look the same everywhere.

const shape =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';
const button = `${shape} px-5 py-2.5`;
// Its own padding, not a second one added to `button`'s: of two classes for one property, the stylesheet's order
// picks the winner, not the order in the attribute (the small buttons of ListingActions were drawn at full size).
const smallButton = `${shape} px-3 py-2`;

const primary = 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 focus-visible:outline-brand-700';
const secondary =
  'border border-stone-300 bg-white text-stone-800 hover:border-stone-400 hover:bg-stone-50 focus-visible:outline-brand-700';

export const btnPrimary = `${button} ${primary}`;
export const btnSecondary = `${button} ${secondary}`;
export const btnPrimarySmall = `${smallButton} ${primary}`;
export const btnSecondarySmall = `${smallButton} ${secondary}`;
export const btnAccent = `${button} bg-accent-500 text-stone-950 shadow-sm hover:bg-accent-600 hover:text-white focus-visible:outline-white`;
export const btnGhostLight = `${button} border border-white/40 text-white hover:bg-white/10 focus-visible:outline-white`;

export const sectionEyebrow = 'text-xs font-semibold uppercase tracking-[0.2em] text-amber-800';
export const sectionTitle = 'mt-2 font-serif text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl';
export const container = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8';

/**
 * Sections below the first screen: the browser skips their layout and paint until they come near
 * the viewport, so the first paint of a phone costs only what it shows.
 */
export const belowTheFold = '[content-visibility:auto] [contain-intrinsic-size:auto_900px]';
