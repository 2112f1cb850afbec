// Shared class lists of the public site, so buttons and section headings look the same everywhere.

const button =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

export const btnPrimary = `${button} bg-brand-700 text-white shadow-sm hover:bg-brand-800 focus-visible:outline-brand-700`;
export const btnSecondary = `${button} border border-stone-300 bg-white text-stone-800 hover:border-stone-400 hover:bg-stone-50 focus-visible:outline-brand-700`;
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

/**
 * A card in a long list: skipped like a section below the fold, one by one, so a phone lays out and paints
 * the two cards it can reach instead of the whole page of them. Content visibility clips what a card paints
 * outside its box (ring, hover shadow), so the item reaches 2.5rem past the card on every side with a
 * negative margin and the same padding: the grid places it exactly as before, and only the card itself,
 * not that transparent border, answers the pointer.
 */
export const cardInList =
  'pointer-events-none -m-10 p-10 [content-visibility:auto] [contain-intrinsic-height:auto_460px]';
export const cardInListContent = 'pointer-events-auto';
