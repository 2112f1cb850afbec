// Where a phone's main thread spends its time on a public page, from a real Chromium trace: deterministic
// enough to compare two commits on a busy machine, where Lighthouse's simulated figures swing by hundreds of
// milliseconds. Run alone: `node --import tsx scripts/bench/trace.ts [path] [runs]` (builds nothing: run
// `npm run build` first); `npm run bench` prints the same figures. docs/performance.md records the results.
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

import { ROOT, startBuiltServer } from './server';

/** Lighthouse's mobile preset: a mid-range phone, 4× slower than this machine's CPU. */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CPU_SLOWDOWN = 4;
/** How long the trace goes on after the first islands have hydrated (what follows them: paints, timers). */
const SETTLE_MS = 1000;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
].join(',');

/** Trace event names grouped as DevTools' and Lighthouse's "main-thread work breakdown" groups them. */
const GROUP_OF: Record<string, string> = {
  // Chromium's own work to switch documents; on this machine it includes waits with no event at all.
  'DocumentLoader::CommitNavigation': 'navigation',
  ParseHTML: 'parseHTML',
  ParseAuthorStyleSheet: 'parseCSS',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  InvalidateLayout: 'layout',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  PaintImage: 'paint',
  RasterTask: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  UpdateLayerTree: 'paint',
  CompositeLayers: 'paint',
  Commit: 'paint',
  EvaluateScript: 'script',
  'v8.compile': 'scriptCompile',
  'v8.compileModule': 'scriptCompile',
  'V8.CompileCode': 'scriptCompile',
  'v8.produceModuleCache': 'scriptCompile',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  'v8.run': 'script',
  RunMicrotasks: 'script',
  'V8.GCScavenger': 'gc',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GC_MC_BACKGROUND_EVACUATE_COPY': 'gc',
  'BlinkGC.AtomicPhase': 'gc',
  'Decode Image': 'images',
  ImageDecodeTask: 'images',
  'Decode LazyPixelRef': 'images',
};

export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time: unlike `dur`, it leaves out what other processes took of a busy machine. */
  tts?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
};
type Interval = { name: string; start: number; end: number; cpu: number; children: Interval[] };

export type TraceFigures = {
  /** Milliseconds of main-thread self time per group, throttled. */
  groups: Record<string, number>;
  /**
   * The same in the main thread's CPU time, unthrottled (Chromium throttles by pausing the thread): steadier
   * on a shared machine, and what Lighthouse multiplies by 4 in its simulation.
   */
  cpuGroups: Record<string, number>;
  /** Style recalculations' element counts and layouts' object counts, summed: independent of the CPU. */
  styledElements: number;
  laidOutObjects: number;
  /**
   * Main-thread tasks longer than 50 ms after the first contentful paint and the sum of their excess over
   * 50 ms: Lighthouse's TBT, measured on a really throttled CPU instead of simulated.
   */
  longTasks: number;
  blockingMs: number;
  mainThreadMs: number;
  /** The longest tasks of the run (of the first run in a median), with their three largest groups. */
  longest: string[];
  /** From the navigation's start: first contentful paint and the end of the last long task. */
  fcpMs: number;
  htmlBytes: number;
  inlineCssBytes: number;
  domElements: number;
  /** Share of the page's CSS rules that any element used by the time the islands hydrated. */
  usedCssRules: number;
  cssRules: number;
};

const round = (ms: number) => Math.round(ms * 10) / 10;

/** The navigation to `url`: its renderer's main thread and its start. */
export function navigationTo(events: TraceEvent[], url: string): { pid: number; tid: number; ts: number } {
  const start = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      (e.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL === url,
  );
  if (start) return { pid: start.pid, tid: start.tid, ts: start.ts };
  // Chromium sometimes logs the navigation before it knows the URL: the thread that parsed the page, then.
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && (e.args?.beginData as { url?: string } | undefined)?.url === url,
  );
  if (!parse) throw new Error(`no navigation to ${url} in the trace`);
  const before = events.filter(
    (e) => e.name === 'navigationStart' && e.pid === parse.pid && e.tid === parse.tid && e.ts <= parse.ts,
  );
  return { pid: parse.pid, tid: parse.tid, ts: before.at(-1)?.ts ?? parse.ts };
}

/** Complete ('X') and begin/end ('B'/'E') events of one thread as nested intervals. */
function intervals(events: TraceEvent[], pid: number, tid: number): Interval[] {
  const flat: Interval[] = [];
  const open: TraceEvent[] = [];
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid) continue;
    if (e.ph === 'X' && e.dur !== undefined)
      flat.push({ name: e.name, start: e.ts, end: e.ts + e.dur, cpu: e.tdur ?? e.dur, children: [] });
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const begin = open.pop();
      const cpu = e.tts !== undefined && begin?.tts !== undefined ? e.tts - begin.tts : e.ts - (begin?.ts ?? e.ts);
      if (begin) flat.push({ name: begin.name, start: begin.ts, end: e.ts, cpu, children: [] });
    }
  }
  flat.sort((a, b) => a.start - b.start || b.end - a.end);
  const roots: Interval[] = [];
  const stack: Interval[] = [];
  for (const interval of flat) {
    while (stack.length && stack.at(-1)!.end <= interval.start) stack.pop();
    if (stack.length) stack.at(-1)!.children.push(interval);
    else roots.push(interval);
    stack.push(interval);
  }
  return roots;
}

/**
 * Self time of every interval added to its group; an unnamed event belongs to its parent's group. `cpu`
 * counts the thread's CPU time instead of the wall-clock time.
 */
function attribute(roots: Interval[], groups: Record<string, number>, inherited = 'other', cpu = false) {
  const length = (i: Interval) => (cpu ? i.cpu : i.end - i.start);
  for (const interval of roots) {
    const group = GROUP_OF[interval.name] ?? inherited;
    const childTime = interval.children.reduce((sum, c) => sum + length(c), 0);
    groups[group] = (groups[group] ?? 0) + Math.max(0, length(interval) - childTime) / 1000;
    attribute(interval.children, groups, group, cpu);
  }
}

export function breakdown(events: TraceEvent[], url: string) {
  const { pid, tid, ts: since } = navigationTo(events, url);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.ts >= since)?.ts ?? since;
  const tasks = intervals(events, pid, tid).filter((t) => t.start >= since && t.name === 'RunTask');
  const groups: Record<string, number> = {};
  attribute(tasks, groups);
  const cpuGroups: Record<string, number> = {};
  attribute(tasks, cpuGroups, 'other', true);
  // Work that does not depend on the machine's speed: elements whose style was computed, objects laid out.
  const ours = (e: TraceEvent) => e.pid === pid && e.tid === tid && e.ts >= since;
  const styledElements = events
    .filter((e) => ours(e) && e.name === 'UpdateLayoutTree')
    .reduce((n, e) => n + Number(e.args?.elementCount ?? 0), 0);
  const laidOutObjects = events
    .filter((e) => ours(e) && e.name === 'Layout')
    .reduce((n, e) => n + Number((e.args?.beginData as { dirtyObjects?: number } | undefined)?.dirtyObjects ?? 0), 0);
  const durations = tasks.map((t) => (t.end - t.start) / 1000);
  const afterPaint = tasks.filter((t) => t.start >= fcp).map((t) => (t.end - t.start) / 1000);
  const longest = [...tasks]
    .sort((a, b) => b.end - b.start - (a.end - a.start))
    .slice(0, 6)
    .map((t) => {
      const own: Record<string, number> = {};
      attribute([t], own);
      const top = Object.entries(own)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([k, v]) => `${k} ${round(v)}`);
      return `at ${round((t.start - since) / 1000)} ms: ${round((t.end - t.start) / 1000)} ms (${top.join(', ')})`;
    });
  const long = afterPaint.filter((d) => d > 50);
  const sorted = (g: Record<string, number>) =>
    Object.fromEntries(
      Object.entries(g)
        .map(([k, v]): [string, number] => [k, round(v)])
        .sort((a, b) => b[1] - a[1]),
    );
  return {
    groups: sorted(groups),
    cpuGroups: sorted(cpuGroups),
    styledElements,
    laidOutObjects,
    longTasks: long.length,
    blockingMs: round(long.reduce((sum, d) => sum + d - 50, 0)),
    mainThreadMs: round(durations.reduce((a, b) => a + b, 0)),
    longest,
  };
}

/** One cold load of `url` on an emulated phone with a 4× slower CPU, traced until the islands have hydrated. */
export async function traceOnce(browser: Browser, url: string): Promise<TraceFigures> {
  const context = await browser.newContext({ ...PHONE, locale: 'es-ES' });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    await cdp.send('CSS.startRuleUsageTracking');
    await browser.startTracing(page, { categories: CATEGORIES.split(',') });
    await page.goto(url, { waitUntil: 'load' });
    // Playwright's own injected script would be traced too, so the wait asks the page a one-line question
    // through CDP instead: have the header island and the cookie choice hydrated (entry-public marks them)?
    const hydrated = `!!document.querySelector('[data-island="header"][data-hydrated]') && !!document.querySelector('#cookie-consent[data-hydrated]')`;
    const deadline = Date.now() + 60_000;
    while (
      !(
        (await cdp.send('Runtime.evaluate', { expression: hydrated, returnByValue: true })) as {
          result: { value: boolean };
        }
      ).result.value
    ) {
      if (Date.now() > deadline) throw new Error('the header island did not hydrate within a minute');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const raw = await browser.stopTracing();
    // TRACE_FILE keeps the raw trace, to open in DevTools' Performance panel.
    if (process.env.TRACE_FILE) fs.writeFileSync(process.env.TRACE_FILE, raw);
    const trace = JSON.parse(raw.toString('utf8')) as { traceEvents: TraceEvent[] };
    const { ruleUsage } = (await cdp.send('CSS.stopRuleUsageTracking')) as { ruleUsage: { used: boolean }[] };
    const events = trace.traceEvents;
    const since = navigationTo(events, url).ts;
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.ts >= since);
    // A string, not a function: tsx would wrap a named inner function in a helper the page does not have.
    const page_ = (await page.evaluate(`(() => {
      const count = (rules) => [...rules].reduce((n, rule) => n + (rule instanceof CSSStyleRule ? 1 : 0) + (rule.cssRules ? count(rule.cssRules) : 0), 0);
      return {
        domElements: document.getElementsByTagName('*').length,
        cssRules: [...document.styleSheets].reduce((sum, sheet) => sum + count(sheet.cssRules), 0),
        inlineCssBytes: [...document.querySelectorAll('style')].reduce((sum, s) => sum + new TextEncoder().encode(s.textContent).length, 0),
      };
    })()`)) as { domElements: number; cssRules: number; inlineCssBytes: number };
    const html = await (await fetch(url)).arrayBuffer();
    return {
      ...breakdown(events, url),
      fcpMs: fcp ? round((fcp.ts - since) / 1000) : 0,
      htmlBytes: html.byteLength,
      inlineCssBytes: page_.inlineCssBytes,
      domElements: page_.domElements,
      usedCssRules: ruleUsage.filter((r) => r.used).length,
      cssRules: page_.cssRules,
    };
  } finally {
    await context.close();
  }
}

/** The middle value (the upper one of an even count); 0 for none. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The median of `runs` traced loads, figure by figure. */
export async function traceMedian(url: string, runs = 5): Promise<TraceFigures> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    await fetch(url); // The first request renders and compresses the page; that is the server's time, not the phone's.
    const results: TraceFigures[] = [];
    for (let i = 0; i < runs; i++) results.push(await traceOnce(browser, url));
    const medianGroups = (key: 'groups' | 'cpuGroups') => {
      const names = [...new Set(results.flatMap((r) => Object.keys(r[key])))];
      return Object.fromEntries(
        names.map((g) => [g, median(results.map((r) => r[key][g] ?? 0))]).sort((a, b) => Number(b[1]) - Number(a[1])),
      );
    };
    const pick = (key: Exclude<keyof TraceFigures, 'groups' | 'cpuGroups' | 'longest'>) =>
      median(results.map((r) => r[key]));
    return {
      groups: medianGroups('groups'),
      cpuGroups: medianGroups('cpuGroups'),
      styledElements: pick('styledElements'),
      laidOutObjects: pick('laidOutObjects'),
      longest: results[0]!.longest,
      longTasks: pick('longTasks'),
      blockingMs: pick('blockingMs'),
      mainThreadMs: pick('mainThreadMs'),
      fcpMs: pick('fcpMs'),
      htmlBytes: pick('htmlBytes'),
      inlineCssBytes: pick('inlineCssBytes'),
      domElements: pick('domElements'),
      usedCssRules: pick('usedCssRules'),
      cssRules: pick('cssRules'),
    };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `trace.ts /` starts the build of this folder with the demo; `trace.ts http://host:port/` traces a running
  // server instead (e.g. another commit's build, to compare both on the same busy machine).
  const target = process.argv[2] ?? '/';
  const runs = Number(process.argv[3] ?? 5);
  const server = target.startsWith('http') ? undefined : await startBuiltServer({ SEED_DEMO: 'true' });
  try {
    const url = server ? `${server.url}${target}` : target;
    const figures = await traceMedian(url, runs);
    console.log(
      `${url} on an emulated phone, CPU ${CPU_SLOWDOWN}× slower, median of ${runs}${server ? ` (build in ${ROOT}/dist)` : ''}:`,
    );
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    await server?.stop();
  }
}
