import { useRef, type KeyboardEvent } from 'react';

export type CatalogTab = 'productos' | 'paquetes';

const TABS: { id: CatalogTab; label: string }[] = [
  { id: 'productos', label: 'Productos' },
  { id: 'paquetes', label: 'Paquetes' },
];

export const tabId = (tab: CatalogTab) => `pestana-${tab}`;
export const panelId = (tab: CatalogTab) => `panel-${tab}`;

/** Productos / Paquetes switch with the ARIA tabs pattern (arrow keys move between tabs). */
export function CatalogTabs({
  value,
  onChange,
}: {
  value: CatalogTab;
  onChange(tab: CatalogTab): void;
}) {
  const refs = useRef<Record<CatalogTab, HTMLButtonElement | null>>({
    productos: null,
    paquetes: null,
  });
  const onKeyDown = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const index = TABS.findIndex((t) => t.id === value);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? TABS.length - 1
          : (index + (event.key === 'ArrowRight' ? 1 : -1) + TABS.length) % TABS.length;
    const tab = TABS[next]?.id ?? 'productos';
    onChange(tab);
    refs.current[tab]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Catálogo"
      onKeyDown={onKeyDown}
      className="grid grid-cols-2 gap-1 rounded-xl bg-gray-100 p-1 dark:bg-gray-800"
    >
      {TABS.map((tab) => {
        const selected = tab.id === value;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[tab.id] = el;
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={selected}
            aria-controls={panelId(tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            className={`min-h-11 rounded-lg text-sm font-semibold ${
              selected
                ? 'bg-white text-emerald-800 shadow-sm dark:bg-gray-950 dark:text-emerald-300'
                : 'text-gray-700 hover:text-gray-900 dark:text-gray-300 dark:hover:text-white'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
