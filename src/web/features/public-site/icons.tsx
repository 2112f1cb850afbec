// Small icons (stroke style, 24 px grid); decorative, so hidden from assistive technology. Each page
// carries every shape once (IconSprite) and each icon only points at its shape, which keeps pages with
// many cards light.
import type { ReactNode } from 'react';

// The company's mark, the same file `/logo.svg` serves; drawn from the sprite, so the page carries it once.
import logoSvg from '#web/public-assets/logo.svg?raw';

const PATHS = {
  camera: 'M4 8h3l2-3h6l2 3h3v11H4z M12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  video: 'M4 6h11v12H4z M15 10l5-3v10l-5-3',
  bed: 'M3 18v-8 M3 14h18v4 M21 14v-2a3 3 0 0 0-3-3h-7v5 M7 12a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  bath: 'M4 12h16v3a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4z M6 12V6a2 2 0 0 1 4 0 M7 19l-1 2 M17 19l1 2',
  area: 'M4 4h16v16H4z M4 9h5 M15 20v-5 M9 4v3',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  mail: 'M3 6h18v12H3z M3 7l9 6 9-6',
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  menu: 'M4 7h16 M4 12h16 M4 17h16',
  close: 'M6 6l12 12 M18 6L6 18',
  play: 'M8 5v14l11-7z',
  external: 'M14 4h6v6 M20 4l-9 9 M19 14v6H4V5h6',
  check: 'M5 12l4 4 10-10',
  key: 'M14 10a4 4 0 1 0-3.5 4L12 16h2v2h2v2h4v-4l-6.2-6.2',
  hammer: 'M14 6l4 4 M4 20l9-9 M12 4l6 6-3 3-6-6z',
  tag: 'M3 12V4h8l10 10-8 8z M8 9a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z M9 12l2 2 4-4',
  home: 'M3 11l9-7 9 7 M5 10v10h14V10 M10 20v-6h4v6',
  handshake: 'M3 12l4-4 4 2 3-2 7 5 M7 16l3 3 M10 14l3 3 M13 12l3 3 M3 12l4 4',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`#i-${name}`} />
    </svg>
  );
}

const BRAND_PATHS = {
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M17.5 6.5v.01',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z',
  x: 'M4 4l16 16 M20 4L4 20',
  linkedin: 'M4 9h4v11H4z M6 4.5a2 2 0 1 0 0 .01 M11 9h4v1.5a4 4 0 0 1 7 2.5V20h-4v-6a2 2 0 0 0-4 0v6h-3z',
  youtube: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3z M10 9l5 3-5 3z',
} as const;

export type BrandName = keyof typeof BRAND_PATHS;

export function BrandIcon({ name, className = 'size-5' }: { name: BrandName; className?: string }): ReactNode {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`#b-${name}`} />
    </svg>
  );
}

/**
 * Every icon's shape, once per page; rendered at the top of the body by PublicApp. How they are stroked is said once,
 * in the stylesheet (public.css, `use`), not on each of the 25 shapes.
 */
export function IconSprite() {
  const symbol = (id: string, d: string) => (
    <symbol key={id} id={id} viewBox="0 0 24 24">
      <path d={d} />
    </symbol>
  );
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      {Object.entries(PATHS).map(([name, d]) => symbol(`i-${name}`, d))}
      {Object.entries(BRAND_PATHS).map(([name, d]) => symbol(`b-${name}`, d))}
      <symbol id={LOGO_ID} viewBox="0 0 48 48">
        {/* The icons' stroke (public.css, `use`) is not the mark's: its shapes say their own, from SVG's defaults. */}
        <g stroke="none" strokeLinecap="butt" dangerouslySetInnerHTML={{ __html: logoShapes }} />
      </symbol>
    </svg>
  );
}

const LOGO_ID = 'logo';
const logoShapes = logoSvg.replace(/^[\s\S]*?<svg[^>]*>|<\/svg>\s*$/g, '');

/** The company's mark (decorative: the link around it names the company). */
export function LogoMark({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" width="36" height="36" className={className}>
      <use href={`#${LOGO_ID}`} />
    </svg>
  );
}
