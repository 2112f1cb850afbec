import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

import { useDomId } from './use-dom-id';

export type TabItem = { id: string; label: ReactNode; panel: ReactNode };

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * Tabs as the WAI-ARIA pattern describes them: one tab stop for the tab list, arrow keys, Home and End
 * move between tabs and show their panel at once. Every panel stays mounted (hidden), so drafts survive.
 */
export function Tabs({ label, tabs, className = '' }: { label: string; tabs: readonly TabItem[]; className?: string }) {
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
  const baseId = useDomId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = NEXT_KEYS[event.key];
    if (!next) return;
    event.preventDefault();
    const target = next(index, tabs.length);
    setSelected(tabs[target]!.id);
    refs.current[target]?.focus();
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-stone-200">
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                refs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={panelId(tab.id)}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px min-h-9 rounded-t-md border px-3 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${
                active
                  ? 'border-stone-200 border-b-white bg-white text-stone-900'
                  : 'border-transparent text-stone-600 hover:text-stone-900'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          className="pt-3"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
