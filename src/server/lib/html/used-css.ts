/**
 * The rules of a stylesheet that a given HTML document can use at its first paint (docs/decisions/031): a public
 * page inlines only these, and links the whole stylesheet at the end of its body for what the islands draw later.
 * The whole sheet comes later in the cascade with the same rules, so the page looks the same with both.
 *
 * The stylesheet is the build's minified CSS (Tailwind): rules, at-rules with a block and at-rule statements, no
 * comments but the licence line. A rule is kept when one of its selectors names only classes and element types the
 * document has (a selector without either, such as `*`, `:root` or `::placeholder`, is always kept); the classes
 * inside `:not(…)` need not be there, nor the types inside any parentheses (`:is(h1, h2)` needs only one of them),
 * and the pseudo-elements of date, file, number and search inputs need such an input. Grouping at-rules (`@layer`,
 * `@media`, `@supports`, `@container`) keep their kept rules, and are dropped when none is left; every other at-rule
 * (`@keyframes`, `@font-face`, `@layer a, b;`) is kept whole. A custom property (`--color-red-600`, `--tw-shadow`)
 * that nothing kept reads through `var()` loses its `@property` rule and its declarations in the rules without
 * classes (the theme's `:root`). A selector that matches only on hover, on a press or on a modal's backdrop is left
 * out (`laterOnly`): the whole sheet brings it before any island runs; so is Tailwind's `@layer properties`, read
 * only by browsers without `@property` (its place in the layer order is kept).
 */

type CssNode =
  | { kind: 'raw'; text: string }
  /** `@property --name {…}`: kept while something reads the property. */
  | { kind: 'property'; name: string; text: string }
  | { kind: 'rule'; text: string; needs: Needs[] }
  /** A rule without classes (`:root,:host`, `*,:before,:after`, `hr`), whose custom properties may be dropped. */
  | { kind: 'declarations'; selector: string; needs: Needs[]; declarations: { name: string | null; text: string }[] }
  | { kind: 'group'; prelude: string; children: CssNode[] };

export type PreparedCss = { nodes: CssNode[] };

const GROUPING = /^@(layer|media|supports|container)\b/;

/** The index just after the block or statement that starts at `start` (quotes and nested blocks skipped). */
function endOfItem(css: string, start: number): { bodyStart: number; end: number } {
  let depth = 0;
  let bodyStart = -1;
  for (let i = start; i < css.length; i++) {
    const c = css[i];
    if (c === '\\') {
      i++;
    } else if (c === '"' || c === "'") {
      const close = css.indexOf(c, i + 1);
      i = close === -1 ? css.length : close;
    } else if (c === '/' && css[i + 1] === '*') {
      const close = css.indexOf('*/', i + 2);
      i = close === -1 ? css.length : close + 1;
    } else if (c === '{') {
      if (depth === 0) bodyStart = i;
      depth++;
    } else if (c === '}') {
      depth--;
      if (depth === 0) return { bodyStart, end: i + 1 };
      if (depth < 0) return { bodyStart: -1, end: i };
    } else if (c === ';' && depth === 0) {
      return { bodyStart: -1, end: i + 1 };
    }
  }
  return { bodyStart, end: css.length };
}

const unescapeCss = (value: string) =>
  value.replace(/\\(?:([0-9a-fA-F]{1,6})\s?|([\s\S]))/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
  );

/** Splits a selector list at its top-level commas. */
function splitSelectors(selectorList: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < selectorList.length; i++) {
    const c = selectorList[i];
    if (c === '\\') i++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      selectors.push(selectorList.slice(from, i));
      from = i + 1;
    }
  }
  selectors.push(selectorList.slice(from));
  return selectors;
}

/**
 * What one selector of a list needs from the document to match anything in it; `later` when it can match only after
 * the whole sheet has arrived (see `laterOnly`).
 */
type Needs = { classes: string[]; types: string[]; later: boolean };

/**
 * A selector that matches only on a pointer's hover or press (`:hover`, `:active`, outside `:not(…)`) or on a
 * modal's backdrop (`::backdrop`: the top layer exists only once a script opens a dialog): the whole sheet, linked at
 * the end of the body, brings it before the islands run, so the first paint does without it. Focus rules stay, for
 * the keyboard (the skip link, `:focus-visible` rings).
 */
function laterOnly(selector: string): boolean {
  const withoutNot = selector.replace(/:not\((?:[^()\\]|\\.|\([^()]*\))*\)/g, '');
  return /:(?:hover|active)(?![\w-])|::backdrop(?![\w-])/.test(withoutNot.replace(/\\[\s\S]/g, '_'));
}

/**
 * The element types a selector requires: those outside parentheses and attribute brackets, once classes, ids and
 * pseudo-classes or elements are set aside (`code`, `h2` in `.prose h2`, `optgroup` in `:where(select) optgroup`).
 */
function requiredTypes(selector: string): string[] {
  // An escaped character belongs to a class name (`.sm\:flex`, `.\32 xl`): one name character in its place.
  const unescaped = selector.replace(/\\(?:[0-9a-fA-F]{1,6}\s?|[\s\S])/g, '_');
  let outside = '';
  let depth = 0;
  for (const c of unescaped) {
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0) outside += c;
  }
  const rest = outside.replace(/[.#:]+[\w\u0080-\uffff-]*/g, ' ');
  const types = [...rest.matchAll(/[a-zA-Z][\w-]*/g)].map((match) => match[0].toLowerCase());
  return [...types, ...INPUT_PARTS.filter(({ part }) => part.test(outside)).map(({ kind }) => kind)];
}

/**
 * Pseudo-elements that exist only inside inputs of some types (the preflight's date, file, number and search rules):
 * they need such an input in the document, named here like an element type (`input:date`).
 */
const INPUT_PARTS = [
  { part: /::-webkit-(?:datetime-edit|date-and-time-value|calendar-picker-indicator)/, kind: 'input:date' },
  { part: /::file-selector-button/, kind: 'input:file' },
  { part: /::-webkit-(?:inner|outer)-spin-button/, kind: 'input:number' },
  { part: /::-webkit-search-decoration/, kind: 'input:search' },
];
const INPUT_KINDS: Record<string, string> = {
  date: 'input:date',
  'datetime-local': 'input:date',
  time: 'input:date',
  month: 'input:date',
  week: 'input:date',
  file: 'input:file',
  number: 'input:number',
  search: 'input:search',
};

/** The classes a selector requires (those inside `:not(…)` excepted). */
function requiredClasses(selector: string): string[] {
  const withoutNot = selector.replace(/:not\((?:[^()\\]|\\.|\([^()]*\))*\)/g, '');
  // A hex escape may end with a space (`.\32 xl\:flex` is `2xl:flex`).
  return [...withoutNot.matchAll(/\.((?:[\w-]|\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F]|\P{ASCII})+)/gu)].map((match) =>
    unescapeCss(match[1]!),
  );
}

function parseNodes(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let i = 0;
  while (i < css.length) {
    while (i < css.length && /\s/.test(css[i]!)) i++;
    if (i >= css.length) break;
    if (css.startsWith('/*', i)) {
      const close = css.indexOf('*/', i + 2);
      const end = close === -1 ? css.length : close + 2;
      nodes.push({ kind: 'raw', text: css.slice(i, end) });
      i = end;
      continue;
    }
    const { bodyStart, end } = endOfItem(css, i);
    const text = css.slice(i, end);
    if (bodyStart === -1) {
      nodes.push({ kind: 'raw', text });
    } else {
      const prelude = css.slice(i, bodyStart).trim();
      const body = css.slice(bodyStart + 1, end - 1);
      const property = /^@property\s+(--[\w-]+)$/.exec(prelude);
      if (property) {
        nodes.push({ kind: 'property', name: property[1]!, text });
      } else if (prelude.startsWith('@')) {
        nodes.push(
          GROUPING.test(prelude) ? { kind: 'group', prelude, children: parseNodes(body) } : { kind: 'raw', text },
        );
      } else {
        const needs = splitSelectors(prelude).map((selector) => ({
          classes: requiredClasses(selector),
          types: requiredTypes(selector),
          later: laterOnly(selector),
        }));
        nodes.push(
          needs.every((need) => need.classes.length === 0) && !/[{\\]/.test(body)
            ? {
                kind: 'declarations',
                selector: prelude,
                needs,
                // Split at the semicolons outside quotes (font family names are quoted).
                declarations: (body.match(/(?:[^;"']|"[^"]*"|'[^']*')+/g) ?? [])
                  .filter((declaration) => declaration.trim())
                  .map((declaration) => ({
                    name: /^\s*(--[\w-]+)\s*:/.exec(declaration)?.[1] ?? null,
                    text: declaration,
                  })),
              }
            : { kind: 'rule', text, needs },
        );
      }
    }
    i = end;
  }
  return nodes;
}

export function prepareCss(css: string): PreparedCss {
  return { nodes: parseNodes(css) };
}

const decodeAttribute = (value: string) =>
  value.replace(/&(amp|quot|#39|lt|gt);/g, (_, entity: string) =>
    entity === 'amp' ? '&' : entity === 'quot' ? '"' : entity === '#39' ? "'" : entity === 'lt' ? '<' : '>',
  );

/** Every class named by a `class` attribute of the document. */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeAttribute(match[1]!).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** Every element type of the document (`html`, `a`, `svg`, `use`…), lower case, and its kinds of inputs (`input:date`). */
export function typesOf(html: string): Set<string> {
  const types = new Set([...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map((match) => match[1]!.toLowerCase()));
  for (const match of html.matchAll(/<input\s[^>]*?\btype="([\w-]+)"/gi)) {
    const kind = INPUT_KINDS[match[1]!.toLowerCase()];
    if (kind) types.add(kind);
  }
  return types;
}

type InDocument = { classes: Set<string>; types: Set<string> };

const matchesSomething = (needs: Needs[], { classes, types }: InDocument) =>
  needs.some(
    (need) =>
      !need.later && need.classes.every((name) => classes.has(name)) && need.types.every((type) => types.has(type)),
  );

function keep(nodes: CssNode[], inDocument: InDocument, read: (name: string) => boolean): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'raw') out += node.text;
    else if (node.kind === 'property') {
      if (read(node.name)) out += node.text;
    } else if (node.kind === 'rule') {
      if (matchesSomething(node.needs, inDocument)) out += node.text;
    } else if (node.kind === 'declarations') {
      if (!matchesSomething(node.needs, inDocument)) continue;
      const kept = node.declarations.filter(({ name }) => name === null || read(name)).map(({ text }) => text);
      if (kept.length > 0) out += `${node.selector}{${kept.join(';')}}`;
    } else if (node.prelude === FALLBACK_LAYER) {
      // Only browsers without `@property` (Safari before 16.4, Firefox before 128) read it: they get it with the
      // whole sheet a moment later. The statement keeps the layer first in the cascade order, as in the whole sheet.
      out += `${FALLBACK_LAYER};`;
    } else {
      const inner = keep(node.children, inDocument, read);
      if (inner) out += `${node.prelude}{${inner}}`;
    }
  }
  return out;
}

/** Tailwind's initial values of its custom properties for browsers without `@property`, in a layer of their own. */
const FALLBACK_LAYER = '@layer properties';

const readProperties = (text: string) => new Set([...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!));

/** The part of the prepared stylesheet the document's classes and elements can use. */
export function usedCss(prepared: PreparedCss, html: string): string {
  const inDocument = { classes: classesOf(html), types: typesOf(html) };
  // The page's own style attributes may read a custom property too.
  const inHtml = readProperties(html);
  let css = keep(prepared.nodes, inDocument, () => true);
  // A dropped declaration may have been the only reader of another property (`--default-font-family` reads
  // `--font-sans`): drop until nothing changes.
  for (;;) {
    const read = readProperties(css);
    const next = keep(prepared.nodes, inDocument, (name) => read.has(name) || inHtml.has(name));
    if (next.length === css.length) return next;
    css = next;
  }
}
