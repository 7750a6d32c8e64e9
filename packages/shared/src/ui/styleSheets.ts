/**
 * The page's <style> sheets, one per app (and the kit's). In the browser a sheet is added to <head> once, by the
 * first component that renders with it. On the server there is no document: the renderer collects the sheets a page
 * asked for (one collection per request) and writes them into the HTML's <head>, under the same ids, so the browser
 * finds them there and adds nothing. Every app bundles this module; the collector is found on globalThis so all of
 * them reach the server's one.
 *
 * An app's sheet is not in its scripts (pageStyleSheet): it is a chunk of its own, fetched only when the page does not
 * carry it yet. A server-rendered page carries every sheet its first screen uses, so hydrating it loads no CSS at all.
 */
export interface StyleSheetCollector {
  add(id: string, css: string, first: boolean): void;
}

import { minifiedCss } from './minifyCss';

const COLLECTOR = Symbol.for('store.styleSheetCollector');
type CollectorHost = { [COLLECTOR]?: () => StyleSheetCollector | undefined };

/** The server renderer's hook: returns the collector of the request being rendered (undefined outside a render). */
export function setStyleSheetCollector(current: (() => StyleSheetCollector | undefined) | undefined): void {
  (globalThis as CollectorHost)[COLLECTOR] = current;
}

/** Adds a sheet once; `first` puts it before the others (the kit's, which the apps' sheets refine). */
export function ensureStyleSheet(id: string, css: string, first = false): void {
  const collector = (globalThis as CollectorHost)[COLLECTOR]?.();
  if (collector) {
    collector.add(id, minifiedCss(css), first);
    return;
  }
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = minifiedCss(css);
  if (first) document.head.insertBefore(style, document.head.firstChild);
  else document.head.appendChild(style);
}

type SheetLoads = Set<Promise<unknown>>;
const LOADS = Symbol.for('store.styleSheetLoads');
type LoadsHost = { [LOADS]?: SheetLoads };

/** The sheets being fetched on this page, by every app's copy of this module. */
function sheetLoads(): SheetLoads {
  const host = globalThis as LoadsHost;
  return (host[LOADS] ??= new Set());
}

/**
 * Resolves once the sheets the page's loaded modules asked for are there: the browser awaits it before it renders
 * what those modules draw (no unstyled frame), the server before it renders a page (their text goes into the HTML).
 * A sheet that failed to load is waited for no longer: the page renders without it rather than not at all.
 */
export async function styleSheetsReady(): Promise<void> {
  const loads = sheetLoads();
  while (loads.size > 0) await Promise.all([...loads]);
}

export interface PageStyleSheet {
  /** Called while rendering: on the server the request's collector gets the sheet; in the browser it is in <head>. */
  ensure(): void;
}

/**
 * An app's sheet (`load` is `() => import('./app.css')`). It is asked for when the module that defines it is
 * evaluated, unless the page already has it (a server-rendered page, or another app added it first); the browser adds
 * it to <head> as soon as it arrives. On the server there is no page to look at: the text is always loaded.
 */
export function pageStyleSheet(id: string, load: () => Promise<{ default: string }>, first = false): PageStyleSheet {
  let css: string | undefined;
  const onPage = typeof document !== 'undefined' && document.getElementById(id) !== null;
  if (!onPage) {
    const loads = sheetLoads();
    const loading: Promise<unknown> = load()
      .then((module) => {
        css = module.default;
        if (typeof document !== 'undefined') ensureStyleSheet(id, css, first);
      })
      .catch((error: unknown) => console.error(`[store] the style sheet ${id} could not be loaded`, error))
      .finally(() => loads.delete(loading));
    loads.add(loading);
  }
  return {
    ensure() {
      if (css !== undefined) ensureStyleSheet(id, css, first);
    },
  };
}
