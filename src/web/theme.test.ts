import { describe, expect, it } from 'vitest';

import theme from './theme.css?raw';

/** The families of a `--font-*` stack of the theme, unquoted. */
function stack(name: string): string[] {
  const value = new RegExp(`--font-${name}:\\s*([^;]+);`).exec(theme)?.[1];
  if (!value) throw new Error(`theme.css declares no --font-${name}`);
  return value.split(',').map((family) => family.trim().replace(/^'|'$/g, ''));
}

/**
 * Every family a stack names before the one a browser resolves costs a font lookup per size and weight on a cold
 * load, and on Linux a blocking call to the browser's font service (docs/decisions/037). So a stack names only the
 * system's own faces, the fallbacks browsers without `system-ui` need, and a generic family last.
 */
describe('the theme’s font stacks', () => {
  it('start with the system’s face and name no font the site does not ship', () => {
    expect(stack('sans')[0]).toBe('system-ui');
    for (const name of ['sans', 'serif']) {
      // Inter is not served by the site; ui-sans-serif and ui-serif are Safari's, a missing family elsewhere.
      expect(stack(name)).not.toContain('Inter');
      expect(stack(name).filter((family) => family.startsWith('ui-'))).toEqual([]);
    }
  });

  it('end with a generic family', () => {
    expect(stack('sans').at(-1)).toBe('sans-serif');
    expect(stack('serif').at(-1)).toBe('serif');
  });
});
