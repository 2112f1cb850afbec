// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';

import { EARLY_INPUT_SCRIPT } from '#shared/site/early-input.ts';

import { hasEarlyInput, markAwake, onEarlyInput } from './early-input';

function page(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById('root')!;
}

describe('presses before a part listens (docs/decisions/043)', () => {
  // The page's head runs the recorder before anything else.
  beforeAll(() => new Function(EARLY_INPUT_SCRIPT)());

  it('keeps a press on an island that is not awake from its button, and plays it back once, in order, when it is', () => {
    page('<div data-island="portfolio"><button id="a">Todas</button><button id="b"><svg><use/></svg></button></div>');
    const island = document.querySelector<HTMLElement>('[data-island]')!;
    const heard: string[] = [];
    let told = 0;
    for (const id of ['a', 'b']) document.getElementById(id)!.addEventListener('click', () => heard.push(id));
    onEarlyInput(island, () => told++);
    document.querySelector('use')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.getElementById('a')!.click();
    expect(heard).toEqual([]);
    expect(told).toBe(1);
    expect(hasEarlyInput(island)).toBe(true);

    markAwake(island);
    expect(heard).toEqual(['b', 'a']);
    expect(hasEarlyInput(island)).toBe(false);
    document.getElementById('a')!.click();
    expect(heard).toEqual(['b', 'a', 'a']);
  });

  it('sends no form before its island listens, and sends it when the press plays back', () => {
    page('<div data-island="contact-form"><form><input name="name"><button type="submit">Enviar</button></form></div>');
    const island = document.querySelector<HTMLElement>('[data-island]')!;
    let sent = 0;
    document.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      sent++;
    });
    document.querySelector('button')!.click();
    expect(sent).toBe(0);
    markAwake(island);
    expect(sent).toBe(1);
  });

  it('holds a button outside the islands until the page itself listens; links and awake parts pass', () => {
    const root = page(
      '<footer><button data-cookie-settings>Cookies</button><a href="#contacto">Contacto</a></footer>' +
        '<div data-island="header" data-hydrated><button id="menu">Menú</button></div>',
    );
    const heard: string[] = [];
    document.addEventListener('click', (event) => heard.push((event.target as Element).tagName));
    document.querySelector('a')!.click();
    document.getElementById('menu')!.click();
    document.querySelector('footer button')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(heard).toEqual(['A', 'BUTTON']);
    markAwake(root);
    expect(heard).toEqual(['A', 'BUTTON', 'BUTTON']);
  });
});
