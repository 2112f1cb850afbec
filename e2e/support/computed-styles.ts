import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

import { ROOT } from './server';

export type ComputedStyles = { element: string; style: string[] }[];

/** Every element's computed style (custom properties aside), its ::before and ::after included, in document order. */
export const computedStylesIn = (page: Page) =>
  // A string, not a function: tsx would wrap a named inner function in a helper the page does not have.
  page.evaluate(`[...document.querySelectorAll('body *')].map((element) => {
    const described = (style) => [...style].filter((name) => !name.startsWith('--')).map((name) => name + ':' + style.getPropertyValue(name));
    return {
      element: element.tagName + '.' + (element.getAttribute('class') ?? ''),
      style: [
        ...described(getComputedStyle(element)),
        // A pseudo-element without content draws nothing: its content alone says so.
        ...['::before', '::after'].flatMap((pseudo) => {
          const style = getComputedStyle(element, pseudo);
          return (style.content === 'none' ? ['content:none'] : described(style)).map((d) => pseudo + ' ' + d);
        }),
      ],
    };
  })`) as Promise<ComputedStyles>;

/** The declarations of `actual` that `expected` does not have, element by element (the same elements in both). */
export function differences(actual: ComputedStyles, expected: ComputedStyles) {
  expect(actual.map(({ element }) => element)).toEqual(expected.map(({ element }) => element));
  return actual.flatMap(({ element, style }, i) => {
    const wanted = new Set(expected[i]!.style);
    return style.filter((declaration) => !wanted.has(declaration)).map((declaration) => `${element} ${declaration}`);
  });
}

/** A browser build's whole stylesheet, which the app links and the public and buyer pages split in two. */
export function wholeSheetHref(build: 'public' | 'buyer'): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'dist', 'client', '.vite', `manifest-${build}.json`), 'utf8'),
  ) as Record<string, { file: string; isEntry?: boolean; css?: string[] }>;
  // The buyer build's one sheet is the manifest's `style.css`; the public entry names its own.
  const css =
    manifest['style.css']?.file ??
    Object.values(manifest).find((chunk) => chunk.isEntry && chunk.css?.length)!.css![0]!;
  return `/${css}`;
}

/**
 * The page's elements with the rest of its stylesheet, then with the whole sheet in its place (docs/decisions/036):
 * the declarations that differ. Every section drawn, and no transition running, for both.
 */
export async function restAgainstWholeSheet(page: Page, build: 'public' | 'buyer', atLeast: number) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important }' });
  await animationsSettled(page);
  const withRest = await computedStylesIn(page);
  await swapRestForWholeSheet(page, build);
  await animationsSettled(page);
  const withWhole = await computedStylesIn(page);
  expect(withRest.length).toBeGreaterThan(atLeast);
  return differences(withRest, withWhole);
}

/** Replaces the page's link to the rest of its stylesheet (docs/decisions/036) by the whole sheet, once it has loaded. */
async function swapRestForWholeSheet(page: Page, build: 'public' | 'buyer') {
  await page.evaluate(async (whole) => {
    const rest = document.querySelector<HTMLLinkElement>('link[href^="/assets/rest/"]')!;
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: whole });
    const loaded = new Promise((resolve) => link.addEventListener('load', resolve));
    rest.replaceWith(link);
    await loaded;
  }, wholeSheetHref(build));
}

/** Waits until no animation or transition is running, so computed styles are the final ones. */
const animationsSettled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
