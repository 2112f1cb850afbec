import { describe, expect, it } from 'vitest';

import { classesOf, prepareCss, restCss, splitCss } from './used-css';

const usedCss = (prepared: ReturnType<typeof prepareCss>, html: string) => splitCss(prepared, html).inline;

// The shapes of Tailwind 4's minified output (docs/decisions/031): layers, variants with escaped names, nested
// rules, media queries inside layers, @property, the theme's custom properties.
const SHEET =
  '/*! tailwindcss */@layer theme,base,utilities;' +
  '@layer theme{:root,:host{--font-sans:"Inter",sans-serif;--default-font-family:var(--font-sans);' +
  '--color-red-600:#e40014;--color-stone-900:#1c1917;--spacing:.25rem}}' +
  '@layer base{*,:before,:after{box-sizing:border-box;margin:0}html{font-family:var(--default-font-family,serif)}' +
  'code,kbd{font-family:var(--font-mono)}:where(select:is([multiple],[size])) optgroup{font-weight:bolder}' +
  '::placeholder{opacity:1}}' +
  '@layer utilities{.flex{display:flex}.hidden{display:none}.text-stone-900{color:var(--color-stone-900)}' +
  '.text-red-600{color:var(--color-red-600)}.w-1\\/2{width:50%}.md\\:grid{}' +
  '@media (min-width:48rem){.md\\:grid{display:grid}.md\\:hidden{display:none}}' +
  '.hover\\:underline{&:hover{@media (hover:hover){text-decoration-line:underline}}}' +
  '@media (hover:hover){:is(:where(.group):hover .group-hover\\:scale-105){scale:105%}}' +
  '.\\[content-visibility\\:auto\\]{content-visibility:auto}' +
  '.shadow{--tw-shadow:0 1px 3px #0000001a;box-shadow:var(--tw-shadow)}' +
  '.ring{--tw-ring-shadow:0 0 0 1px;box-shadow:var(--tw-ring-shadow)}' +
  '.a:not(.b){color:red}.c,.d{color:blue}.e:active{color:green}.f:not(:hover){color:navy}' +
  '.focus\\:ring:focus{outline:none}.focus-visible\\:ring:focus-visible{outline:none}}' +
  '@supports (color:red){*,:before,:after,::backdrop{border-width:0}::backdrop{opacity:0}}' +
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
  '@property --tw-ring-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
  '@keyframes spin{to{transform:rotate(360deg)}}';

// A page's body in a document: its `html` element has rules of its own.
const used = (body: string) => usedCss(prepareCss(SHEET), `<html><body>${body}</body></html>`);

describe('splitCss: the inline part', () => {
  it('keeps the rules of the classes the document names, with their layers and media queries', () => {
    const css = used(
      '<html class="flex"><div class="w-1/2 md:grid hover:underline group"><img class="group-hover:scale-105 ' +
        '[content-visibility:auto] text-stone-900 shadow"></div>',
    );
    expect(css).toContain('.flex{display:flex}');
    expect(css).toContain('.w-1\\/2{width:50%}');
    expect(css).toContain('@media (min-width:48rem){.md\\:grid{display:grid}}');
    expect(css).toContain('.hover\\:underline{&:hover{@media (hover:hover){text-decoration-line:underline}}}');
    expect(css).toContain('.\\[content-visibility\\:auto\\]{content-visibility:auto}');
    expect(css).not.toContain('.hidden');
    expect(css).not.toContain('md\\:hidden');
    expect(css).not.toContain('.text-red-600');
  });

  it('always keeps the rules without classes or element types, statements and keyframes', () => {
    const css = used('<p>nothing styled</p>');
    expect(css).toContain('/*! tailwindcss */@layer theme,base,utilities;');
    expect(css).toContain('@layer base{*,:before,:after{box-sizing:border-box;margin:0}');
    expect(css).toContain('::placeholder{opacity:1}');
    expect(css).toContain('@keyframes spin{to{transform:rotate(360deg)}}');
    expect(css).not.toContain('@layer utilities');
  });

  it('keeps the rules of the element types the document has, outside parentheses only', () => {
    expect(used('<p>nothing styled</p>')).toContain('html{font-family:');
    expect(usedCss(prepareCss(SHEET), '<p>no html element</p>')).not.toContain('html{');
    expect(used('<p><code>x</code></p>')).toContain('code,kbd{font-family:var(--font-mono)}');
    expect(used('<p>no code</p>')).not.toContain('code,kbd');
    expect(used('<select multiple><option>x</option></select>')).not.toContain('optgroup');
    expect(used('<optgroup></optgroup>')).toContain(':where(select:is([multiple],[size])) optgroup{');
    // Escaped characters are part of class names, not types: `.\[\&_a\]\:underline a` needs an `a` only.
    const sheet = '.\\[\\&_a\\]\\:underline a{text-decoration-line:underline}.\\32 xl\\:flex{display:flex}';
    expect(usedCss(prepareCss(sheet), '<p class="[&_a]:underline 2xl:flex"><a>x</a></p>')).toBe(sheet);
    expect(usedCss(prepareCss(sheet), '<p class="[&_a]:underline">x</p>')).toBe('');
  });

  it('always keeps the rules naming neither a class nor an element type, even when nothing can use them yet', () => {
    const sheet =
      '::-webkit-datetime-edit{padding:0}::file-selector-button{margin:0}::backdrop{margin:0}::placeholder{opacity:1}';
    expect(usedCss(prepareCss(sheet), '<input type="text" name="a">')).toBe(sheet);
  });

  it("writes the theme's constants into the rules and declares only those still read through var()", () => {
    const css = used('<p class="text-stone-900 shadow">');
    expect(css).toContain('.text-stone-900{color:#1c1917}');
    expect(css).toContain('html{font-family:var(--default-font-family,serif)}');
    expect(css).toContain(':root,:host{--font-sans:"Inter",sans-serif;--default-font-family:var(--font-sans)}');
    expect(css).not.toContain('--color-stone-900:');
    expect(css).not.toContain('--spacing');
    // Registering a property in the later part would restyle every element: all of them are inline.
    expect(css).toContain('@property --tw-shadow{');
    expect(css).toContain('@property --tw-ring-shadow{');
  });

  it('keeps the licence comment, and of the fallback for browsers without @property only its place in the layer order', () => {
    const licence = '/*! tailwindcss | https://tailwindcss.com */';
    const sheet = `${licence}@layer properties{@supports (x:y){*{--tw-a:0}}}@layer utilities{.x{color:var(--tw-a)}}`;
    expect(usedCss(prepareCss(sheet), '<p class="x">')).toBe(
      `${licence}@layer properties;@layer utilities{.x{color:var(--tw-a)}}`,
    );
    const { restKey } = splitCss(prepareCss(sheet), '<p class="x">');
    expect(restCss(prepareCss(sheet), restKey)).toBe('@layer properties{@supports (x:y){*{--tw-a:0}}}');
  });

  it('keeps a custom property the page reads in a style attribute', () => {
    expect(used('<p style="color:var(--color-red-600)">')).toContain('--color-red-600:#e40014');
  });

  it('needs one selector of a list, and not the classes inside :not()', () => {
    expect(used('<p class="a">')).toContain('.a:not(.b){color:red}');
    expect(used('<p class="d">')).toContain('.c,.d{color:blue}');
  });

  it('leaves out what only a hover, a press or a modal backdrop draws, and keeps the focus rules', () => {
    const css = used('<p class="group e f focus:ring focus-visible:ring"><img class="group-hover:scale-105"></p>');
    expect(css).not.toContain('group-hover');
    expect(css).not.toContain('@media (hover:hover)');
    expect(css).not.toContain('.e:active');
    expect(css).toContain('.f:not(:hover){color:navy}');
    expect(css).toContain('.focus\\:ring:focus{outline:none}');
    expect(css).toContain('.focus-visible\\:ring:focus-visible{outline:none}');
    expect(css).toContain('@supports (color:red){*,:before,:after,::backdrop{border-width:0}::backdrop{opacity:0}}');
  });

  it('reads class attributes with entities', () => {
    expect([...classesOf('<p class="[&amp;>li]:mt-2  flex\nx">')]).toEqual(['[&>li]:mt-2', 'flex', 'x']);
  });
});

describe('restCss: the rest', () => {
  const prepared = prepareCss(SHEET);
  const page = '<html><body><p class="flex text-stone-900 hover:underline group e">x</p></body></html>';

  it('holds every rule the inline part left out, once, in order, with the constants written in', () => {
    const { inline, restKey } = splitCss(prepared, page);
    const rest = restCss(prepared, restKey)!;
    expect(rest).toBe(
      '@layer base{code,kbd{font-family:var(--font-mono)}:where(select:is([multiple],[size])) optgroup{font-weight:bolder}}' +
        '@layer utilities{.hidden{display:none}.text-red-600{color:#e40014}.w-1\\/2{width:50%}.md\\:grid{}' +
        '@media (min-width:48rem){.md\\:grid{display:grid}.md\\:hidden{display:none}}' +
        '@media (hover:hover){:is(:where(.group):hover .group-hover\\:scale-105){scale:105%}}' +
        '.\\[content-visibility\\:auto\\]{content-visibility:auto}' +
        '.shadow{--tw-shadow:0 1px 3px #0000001a;box-shadow:var(--tw-shadow)}' +
        '.ring{--tw-ring-shadow:0 0 0 1px;box-shadow:var(--tw-ring-shadow)}' +
        '.a:not(.b){color:red}.c,.d{color:blue}.e:active{color:green}.f:not(:hover){color:navy}' +
        '.focus\\:ring:focus{outline:none}.focus-visible\\:ring:focus-visible{outline:none}}',
    );
    for (const rule of ['.flex{display:flex}', '.text-stone-900{color:#1c1917}', '.hover\\:underline{']) {
      expect(inline).toContain(rule);
      expect(rest).not.toContain(rule);
    }
  });

  it("keeps the whole sheet's order: a variant that a rule of the rest would override comes again after it", () => {
    const sheet =
      '@layer utilities{.p-0{padding:0}.px-4{padding-inline:1rem}.mt-2{margin-top:.5rem}' +
      '@media (min-width:40rem){.sm\\:p-6{padding:1.5rem}.sm\\:mt-0{margin-top:0}}' +
      '.b{border-color:red}.focus\\:c:focus{color:blue;border-color:blue}.d\\:e[aria-invalid=true]{color:red}}' +
      '@layer base{.inset-0{inset:0}}';
    const css = prepareCss(sheet);
    const { restKey } = splitCss(css, '<div class="sm:p-6 sm:mt-0 px-4 mt-2 focus:c d:e">');
    // `.px-4` is no variant (two plain utilities on one element have no intended winner); `.sm:mt-0` shares nothing
    // with the rest; `.d:e` comes again because the copy of `.focus:c` before it sets its colour.
    expect(restCss(css, restKey)).toBe(
      '@layer utilities{.p-0{padding:0}@media (min-width:40rem){.sm\\:p-6{padding:1.5rem}}' +
        '.b{border-color:red}.focus\\:c:focus{color:blue;border-color:blue}.d\\:e[aria-invalid=true]{color:red}}' +
        '@layer base{.inset-0{inset:0}}',
    );
  });

  it('is named by a stable key, and a key that does not fit the sheet names nothing', () => {
    const { restKey } = splitCss(prepared, page);
    expect(splitCss(prepareCss(SHEET), page).restKey).toBe(restKey);
    expect(prepareCss(SHEET).id).toBe(prepared.id);
    expect(prepareCss(`${SHEET}.x{}`).id).not.toBe(prepared.id);
    expect(restCss(prepared, `${restKey}AA`)).toBeNull();
    expect(restCss(prepared, restKey.slice(1))).toBeNull();
    expect(restCss(prepared, '!!!')).toBeNull();
    expect(restCss(prepared, '_'.repeat(restKey.length))).toBeNull(); // Bits past the last rule.
  });

  it('is empty when the page uses every rule', () => {
    expect(splitCss(prepareCss('.x{color:red}'), '<p class="x">').restKey).toBe('');
  });
});
