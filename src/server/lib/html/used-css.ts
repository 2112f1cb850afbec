import { createHash } from 'node:crypto';

/**
 * A page's stylesheet in two parts (docs/decisions/031, 036): inline, the rules its HTML can use at the first paint;
 * linked at the end of the body, the rest, for what the islands draw later. Each rule is in exactly one part: a
 * sheet that repeats rules the page already has makes the browser style those elements again.
 *
 * The stylesheet is the build's minified CSS (Tailwind): rules, at-rules with a block and at-rule statements, no
 * comments but the licence line. A rule is inline when one of its selectors names only classes and element types the
 * document has; the classes inside `:not(…)` need not be there, nor the types inside any parentheses (`:is(h1, h2)`
 * needs only one of them). A rule naming neither (`*`, `::placeholder`, `::backdrop`, `::file-selector-button`) is
 * always inline: brought by a later sheet, it would have Chromium style every element again. Grouping at-rules
 * (`@layer`, `@media`, `@supports`, `@container`) hold their rules in each part, and are left out of a part where none
 * is; every other at-rule (`@keyframes`, `@property`, `@layer a, b;`) is inline, whole. A selector that matches only
 * on hover, on a press or on a modal's backdrop goes to the rest (`laterOnly`), which arrives before any island runs;
 * so does Tailwind's `@layer properties`, read only by browsers without `@property` (its place in the layer order
 * stays inline). The theme's constants (`--color-red-600`, `--spacing`: declared once, on the root) are written into
 * the rules that read them; the inline part still declares those read through a `var()` with a fallback or by its
 * page's style attributes.
 */

type CssNode =
  /** Statements, comments and at-rules kept whole (`@keyframes`, `@property`): always in the inline part. */
  | { kind: 'raw'; text: string }
  /** A rule; `index` numbers the rules in order, for the key of the rest (`restKey`). */
  /**
   * A rule; `index` numbers the rules in order, for the key of the rest (`restKey`); `layer` and `sets` (the families
   * of the properties it declares) say which rules before it it overrides, if it is a `variant` (`restPart`).
   */
  | { kind: 'rule'; text: string; needs: Needs[]; index: number; layer: string; sets: string[]; variant: boolean }
  /** The theme's `:root,:host` rule: its constants, of which the inline part keeps those it reads. */
  | { kind: 'theme'; selector: string; declarations: { name: string | null; text: string }[] }
  | { kind: 'group'; prelude: string; children: CssNode[] };

export type PreparedCss = {
  nodes: CssNode[];
  /** How many rules the sheet has: the bits of a rest key. */
  rules: number;
  /** Names the sheet in the rest's address: its text's hash. */
  id: string;
  /** The theme's custom properties, each declared once (`--color-red-600`, `--spacing`): constants. */
  constants: Map<string, string>;
};

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
  return types;
}

/** The classes a selector requires (those inside `:not(…)` excepted). */
function requiredClasses(selector: string): string[] {
  const withoutNot = selector.replace(/:not\((?:[^()\\]|\\.|\([^()]*\))*\)/g, '');
  // A hex escape may end with a space (`.\32 xl\:flex` is `2xl:flex`).
  return [...withoutNot.matchAll(/\.((?:[\w-]|\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F]|\P{ASCII})+)/gu)].map((match) =>
    unescapeCss(match[1]!),
  );
}

function parseNodes(css: string, counter: { rules: number }, layer = '', conditional = false): CssNode[] {
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
    const prelude = bodyStart === -1 ? '' : css.slice(i, bodyStart).trim();
    if (bodyStart === -1 || (prelude.startsWith('@') && !GROUPING.test(prelude))) {
      nodes.push({ kind: 'raw', text });
    } else if (prelude.startsWith('@')) {
      const inner = /^@layer\s+([\w.-]+)$/.exec(prelude)?.[1];
      const children = inner
        ? parseNodes(css.slice(bodyStart + 1, end - 1), counter, `${layer}.${inner}`, conditional)
        : parseNodes(css.slice(bodyStart + 1, end - 1), counter, layer, true);
      nodes.push({ kind: 'group', prelude, children });
    } else {
      const needs = splitSelectors(prelude).map((selector) => ({
        classes: requiredClasses(selector),
        types: requiredTypes(selector),
        later: laterOnly(selector),
      }));
      const body = css.slice(bodyStart + 1, end - 1);
      nodes.push(
        /^:root(,:host)?$/.test(prelude) && !/[{\\]/.test(body)
          ? {
              kind: 'theme',
              selector: prelude,
              // Split at the semicolons outside quotes (font family names are quoted).
              declarations: (body.match(/(?:[^;"']|"[^"]*"|'[^']*')+/g) ?? [])
                .filter((declaration) => declaration.trim())
                .map((declaration) => ({
                  name: /^\s*(--[\w-]+)\s*:/.exec(declaration)?.[1] ?? null,
                  text: declaration,
                })),
            }
          : {
              kind: 'rule',
              text,
              needs,
              index: counter.rules++,
              layer,
              sets: propertyFamilies(body),
              variant: needs.some((need) => need.classes.length > 0) && (conditional || isVariant(prelude)),
            },
      );
    }
    i = end;
  }
  return nodes;
}

/** Custom properties declared exactly once, on the root: what a `var()` of them reads is known in advance. */
function constantsOf(nodes: CssNode[]): Map<string, string> {
  const declared = new Map<string, string | null>();
  const visit = (list: CssNode[]) => {
    for (const node of list) {
      if (node.kind === 'group') visit(node.children);
      else if (node.kind === 'theme') {
        for (const { name, text } of node.declarations) {
          if (name) declared.set(name, declared.has(name) ? null : text.slice(text.indexOf(':') + 1).trim());
        }
      } else if (node.kind === 'rule') {
        // Declared anywhere else too (a media query, an element): not a constant.
        for (const match of node.text.matchAll(/[{;]\s*(--[\w-]+)\s*:/g)) declared.set(match[1]!, null);
      }
    }
  };
  visit(nodes);
  return new Map([...declared].filter((entry): entry is [string, string] => entry[1] !== null));
}

/**
 * The properties a rule's block declares (nested blocks included), each named by its family: a shorthand and its
 * longhands, physical and logical sides share one (`padding`, `padding-inline`, `padding-left`: `padding`; `top`,
 * `inset-inline`: `inset`). Two rules of one layer whose families meet may override one another.
 */
function propertyFamilies(body: string): string[] {
  const families = new Set<string>();
  for (const match of body.matchAll(/(?:^|[{;])\s*(-?-?[a-zA-Z][\w-]*)\s*:/g)) {
    const name = match[1]!.toLowerCase();
    if (name.startsWith('--')) {
      families.add(name);
      continue;
    }
    const first = name.replace(/^-(?:webkit|moz|ms)-/, '').split('-')[0]!;
    families.add(FAMILY_ALIASES[first] ?? first);
  }
  return [...families];
}

/**
 * A class's rule for a state or a screen (`.field:focus`, `.field[aria-invalid=true]`, `.sm\:p-6` in its media
 * query): Tailwind puts it after the plain utilities so that it overrides them on the element that has both.
 */
const isVariant = (selector: string) => /[:[]/.test(selector.replace(/\\[\s\S]/g, '_'));

/** First words of properties that set the same values as another family's. */
const FAMILY_ALIASES: Record<string, string> = {
  top: 'inset',
  right: 'inset',
  bottom: 'inset',
  left: 'inset',
  row: 'gap',
  column: 'gap',
  place: 'align',
  justify: 'align',
  white: 'text',
  inline: 'width',
  block: 'height',
};

/** `var(--constant)` replaced by its value, through chains (`--default-font-family` reads `--font-sans`). */
function withConstants(text: string, constants: Map<string, string>): string {
  for (let depth = 0; depth < 8; depth++) {
    const next = text.replace(/var\((--[\w-]+)\)/g, (call, name: string) => constants.get(name) ?? call);
    if (next === text) return text;
    text = next;
  }
  return text;
}

/** Every rule's text with the constants written in, once per sheet: both parts then copy it as it is. */
function writeConstantsIn(nodes: CssNode[], constants: Map<string, string>) {
  for (const node of nodes) {
    if (node.kind === 'rule') node.text = withConstants(node.text, constants);
    else if (node.kind === 'group') writeConstantsIn(node.children, constants);
  }
}

export function prepareCss(css: string): PreparedCss {
  const counter = { rules: 0 };
  const nodes = parseNodes(css, counter);
  const constants = constantsOf(nodes);
  writeConstantsIn(nodes, constants);
  return {
    nodes,
    rules: counter.rules,
    id: createHash('sha256').update(css).digest('base64url').slice(0, 16),
    constants,
  };
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

/** Every element type of the document (`html`, `a`, `svg`, `use`…), lower case. */
export function typesOf(html: string): Set<string> {
  return new Set([...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map((match) => match[1]!.toLowerCase()));
}

type InDocument = { classes: Set<string>; types: Set<string> };

const matchesSomething = (needs: Needs[], { classes, types }: InDocument) =>
  needs.some(
    (need) =>
      !need.later && need.classes.every((name) => classes.has(name)) && need.types.every((type) => types.has(type)),
  );

/**
 * A rule whose selectors name no class and no element type (`::backdrop`, `::file-selector-button`) matches nothing
 * the browser can look up when a sheet brings it: Chromium then styles every element again. Such rules are always
 * inline, even when nothing can use them yet; a rule naming a class or a type makes it restyle only those elements.
 */
const namesClassOrType = (needs: Needs[]) => needs.some((need) => need.classes.length > 0 || need.types.length > 0);

/** Tailwind's initial values of its custom properties for browsers without `@property`, in a layer of their own. */
const FALLBACK_LAYER = '@layer properties';

/**
 * The inline part: every statement and whole at-rule, and the rules the document can use. Each rule left out gets
 * its bit in `rest`. Of the fallback layer, only browsers without `@property` (Safari before 16.4, Firefox before
 * 128) read the rules: they get them with the rest; its statement keeps the layer first in the cascade order.
 */
type Split = { inDocument: InDocument; rest: Uint8Array; keepConstant: (name: string) => boolean };

const isSet = (rest: Uint8Array, index: number) => (rest[index >> 3]! & (1 << (index & 7))) !== 0;

/**
 * The inline part: every statement and whole at-rule, and the rules the document can use. Each rule left out gets
 * its bit in `rest`. Of the fallback layer, only browsers without `@property` (Safari before 16.4, Firefox before
 * 128) read the rules: they get them with the rest; its statement keeps the layer first in the cascade order.
 */
function inlinePart(nodes: CssNode[], split: Split, inFallback = false): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'raw') out += node.text;
    else if (node.kind === 'theme') {
      const kept = node.declarations.filter(({ name }) => name === null || split.keepConstant(name));
      if (kept.length > 0) out += `${node.selector}{${kept.map(({ text }) => text).join(';')}}`;
    } else if (node.kind === 'rule') {
      const inline = !inFallback && (matchesSomething(node.needs, split.inDocument) || !namesClassOrType(node.needs));
      if (inline) out += node.text;
      else split.rest[node.index >> 3]! |= 1 << (node.index & 7);
    } else if (inFallback || node.prelude === FALLBACK_LAYER) {
      inlinePart(node.children, split, true);
      if (!inFallback) out += `${FALLBACK_LAYER};`;
    } else {
      const inner = inlinePart(node.children, split, inFallback);
      if (inner) out += `${node.prelude}{${inner}}`;
    }
  }
  return out;
}

/**
 * The rules a rest key names, in order, and with them each inline variant that one of them would override in the
 * wrong order (same layer, a property family in common: `.p-0` in the rest, `.sm:p-6` after it inline): the rest
 * comes after the inline part, so without that copy its rule would win where the whole sheet lets the variant win. A
 * copy counts as one of the rest's rules for the variants after it (`.field:focus`, then `.field[aria-invalid]`).
 * Two plain utilities that set one property on one element have no intended winner, and are not copied: every copy
 * has the browser style its elements again.
 */
function restPart(nodes: CssNode[], rest: Uint8Array, setByRest: Set<string>): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'rule') {
      const copy = node.variant && node.sets.some((family) => setByRest.has(`${node.layer}|${family}`));
      if (isSet(rest, node.index) || copy) {
        out += node.text;
        // A copy, too, now comes after what the inline part has after it.
        for (const family of node.sets) setByRest.add(`${node.layer}|${family}`);
      }
    } else if (node.kind === 'group') {
      const inner = restPart(node.children, rest, setByRest);
      if (inner) out += `${node.prelude}{${inner}}`;
    }
  }
  return out;
}

const readProperties = (text: string) => new Set([...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!));

/**
 * The stylesheet in two parts: what the document's classes and elements can use at its first paint, to inline, and
 * the key of the rest (`restCss`), a bit per rule, empty when nothing is left. The inline part declares only the
 * theme's constants it or the page's style attributes read: the rest has the values written in, because a sheet that
 * declares a custom property on the root arrives as a change to every element.
 */
export function splitCss(prepared: PreparedCss, html: string): { inline: string; restKey: string } {
  const rest = new Uint8Array(Math.ceil(prepared.rules / 8));
  const inDocument = { classes: classesOf(html), types: typesOf(html) };
  const inHtml = readProperties(html);
  let inline = inlinePart(prepared.nodes, { inDocument, rest, keepConstant: () => true });
  // A dropped constant may have been the only reader of another one: drop until nothing changes.
  for (;;) {
    const read = readProperties(inline);
    const keepConstant = (name: string) => read.has(name) || inHtml.has(name) || !prepared.constants.has(name);
    const next = inlinePart(prepared.nodes, { inDocument, rest, keepConstant });
    if (next.length === inline.length) break;
    inline = next;
  }
  return { inline, restKey: rest.some((byte) => byte !== 0) ? Buffer.from(rest).toString('base64url') : '' };
}

/** The rules a rest key names, in the sheet's order with their layers and conditions; null for a key of another sheet. */
export function restCss(prepared: PreparedCss, restKey: string): string | null {
  const bytes = Buffer.from(restKey, 'base64url');
  if (bytes.length !== Math.ceil(prepared.rules / 8) || bytes.toString('base64url') !== restKey) return null;
  const spare = prepared.rules & 7;
  if (spare !== 0 && bytes[bytes.length - 1]! >> spare !== 0) return null;
  return restPart(prepared.nodes, bytes, new Set());
}
