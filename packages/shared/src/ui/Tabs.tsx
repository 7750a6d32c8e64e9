import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { classNames } from './classNames';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** The tab's panel; omit to use the tabs as a filter (the caller renders the content). */
  panel?: ReactNode;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  /** What the tabs choose between (translated by the caller). */
  label: string;
  className?: string;
}

/**
 * Tabs (WAI-ARIA tabs pattern): one Tab stop; arrow keys move and select along the reading direction (mirrored on
 * right-to-left pages), Home and End go to the ends.
 */
export function Tabs({ tabs, selected, onSelect, label, className }: TabsProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const index = Math.max(0, tabs.findIndex((t) => t.id === selected));

  const move = (to: number) => {
    const target = (to + tabs.length) % tabs.length;
    const next = tabs[target];
    if (!next) return;
    onSelect(next.id);
    (listRef.current?.children[target] as HTMLElement | undefined)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const rtl = listRef.current ? getComputedStyle(listRef.current).direction === 'rtl' : false;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (e.key === forward) move(index + 1);
    else if (e.key === back) move(index - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(tabs.length - 1);
    else return;
    e.preventDefault();
  };

  const current = tabs[index];
  return (
    <div className={classNames('ui-tabs', className)}>
      <div ref={listRef} role="tablist" aria-label={label} className="ui-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((t, i) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === index}
            aria-controls={t.panel !== undefined ? `${baseId}-panel` : undefined}
            tabIndex={i === index ? 0 : -1}
            className="ui-tabs__tab"
            onClick={() => onSelect(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {current?.panel !== undefined ? (
        <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${index}`} tabIndex={0} className="ui-tabs__panel">
          {current.panel}
        </div>
      ) : null}
    </div>
  );
}
