// No tap lost while a page wakes up (docs/decisions/043). A server-drawn page is on screen before its script: a
// button pressed then would do nothing, since the handler that should answer it has not arrived. One constant inline
// script in the page's <head> records such presses and the page's script plays them back once the part they belong
// to listens. Links and the text typed into fields need none of this: the browser follows a link itself, and the
// islands keep what was typed (web/lib/typed-before-hydration.ts).

/**
 * The parts of a page that wake up as one: a public page's islands, and the page's root for everything outside them
 * (the footer's cookie-settings buttons) or for a buyer page, which is hydrated whole.
 */
export const WAKING_PART = '[data-island],#root';
/** Set on a part once its handlers are attached (entry-public, entry-buyer): its presses then reach them. */
export const AWAKE_ATTRIBUTE = 'data-hydrated';
/** Dispatched on a part when a press was recorded on it, so a part that waits to be needed wakes now. */
export const EARLY_INPUT_EVENT = 'earlyinput';
/** The part's own list of the buttons pressed before it woke, in order. */
export const EARLY_INPUT_KEY = 'earlyInput';

/**
 * The recorder: a click on a button of a part that is not awake yet (a tap, a mouse click, Enter or Space on a
 * focused button, Enter in a field of a form, which presses its submit button) is stopped before anything else sees
 * it, its button is noted on the part, and the part is told. Capturing on the window runs it before any other
 * listener. Constant, so the Content-Security-Policy allows exactly it by its hash (plugins/security.ts).
 */
export const EARLY_INPUT_SCRIPT =
  `addEventListener('click',e=>{const b=e.target.closest?.('button'),p=b?.closest('${WAKING_PART}');` +
  `if(!p||p.hasAttribute('${AWAKE_ATTRIBUTE}'))return;e.preventDefault();e.stopImmediatePropagation();` +
  `(p.${EARLY_INPUT_KEY}||=[]).push(b);p.dispatchEvent(new Event('${EARLY_INPUT_EVENT}'))},true)`;
