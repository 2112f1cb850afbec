// Scrolling to a part of the landing page lands on it the first time (docs/decisions/031). The sections
// below the first screen and the portfolio's cards are skipped by the browser until they come near
// (content-visibility: auto, see classes.ts and public.css) and stand in with a guessed height; a scroll started from
// the top would aim at a position computed from those guesses, and the target would move away while
// the boxes on the way are rendered. So the skipped boxes before the target are rendered first, and
// the scroll starts once the target's position is final.

/** The boxes `belowTheFold` (Tailwind's arbitrary property class) and the cards' `card-slot` (public.css) mark. */
const skippableSelector = () => `.${CSS.escape('[content-visibility:auto]')}, .card-slot`;

/**
 * Renders every skipped box before `target` (and around it) for real, so nothing on the way to it
 * changes height during the scroll. Their `auto` intrinsic size then remembers the real height.
 */
export function settleLayoutBefore(target: Element) {
  for (const box of document.querySelectorAll<HTMLElement>(skippableSelector())) {
    const before = box.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (before || box.contains(target)) box.style.contentVisibility = 'visible';
  }
  // Reading a position lays the page out now, before the scroll computes where to go.
  target.getBoundingClientRect();
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** How far the target is from where a scroll to it aims (below the header, by its scroll margin). */
function offsetFromAim(target: Element) {
  const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  return target.getBoundingClientRect().top - margin;
}

/**
 * If something still moved the target during the scroll (an image above without dimensions), one instant
 * correction when the scroll has ended puts it where the scroll aimed. Dropped as soon as the visitor
 * scrolls themselves, and never armed when the target is already there (no scroll would end).
 */
function correctAfterScroll(target: Element) {
  if (Math.abs(offsetFromAim(target)) <= 2) return;
  const armed = new AbortController();
  const disarm = () => armed.abort();
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'])
    window.addEventListener(type, disarm, { passive: true, signal: armed.signal });
  document.addEventListener(
    'scrollend',
    () => {
      disarm();
      const off = offsetFromAim(target);
      const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      if (Math.abs(off) > 2 && !(off > 0 && atBottom)) target.scrollIntoView({ block: 'start', behavior: 'instant' });
    },
    { signal: armed.signal },
  );
}

/** Scrolls `target` to the top of the screen (below the header, by its scroll margin). */
export function scrollToTarget(target: Element) {
  settleLayoutBefore(target);
  correctAfterScroll(target);
  target.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
}

/**
 * Same-page links (`#contacto`, `/#contacto` on the home page): the skipped boxes before the target are
 * rendered in the click, before the browser follows the link, so its own scroll (smooth, theme.css)
 * lands on the target; the browser keeps doing the rest (history, :target, where Tab goes next).
 */
export function settleInPageLinks(root: Document) {
  root.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !link.hash || link.target) return;
    const here = window.location;
    if (link.origin !== here.origin || link.pathname !== here.pathname || link.search !== here.search) return;
    const target = root.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (!target) return;
    settleLayoutBefore(target);
    correctAfterScroll(target);
  });
}

/**
 * A page opened at a fragment (`/#contacto` from another page's menu or a shared link): the browser scrolled
 * to the target while the boxes before it still had their guessed heights, so it lands off by whatever they
 * changed, or nowhere near when its anchoring gives up. The script runs a moment after the first paint: the
 * boxes before the target are rendered and the target is put where the browser aimed, unless the visitor has
 * started scrolling themselves.
 */
export function settleFragmentOnLoad(root: Document) {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? root.getElementById(id) : null;
  if (!target) return;
  const visitor = new AbortController();
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'])
    window.addEventListener(type, () => visitor.abort(), { passive: true, once: true, signal: visitor.signal });
  let frames = 0;
  let still = 0;
  // Rendering what was skipped can move things for a few frames more (the boxes' real sizes, the browser's
  // own smooth scroll to the fragment still running): land again each frame until the target stays put.
  const land = () => {
    if (visitor.signal.aborted) return;
    settleLayoutBefore(target);
    if (Math.abs(offsetFromAim(target)) > 2) {
      still = 0;
      target.scrollIntoView({ block: 'start', behavior: 'instant' });
    } else still += 1;
    if (still < 3 && ++frames < 60) requestAnimationFrame(land);
    else visitor.abort();
  };
  land();
}
