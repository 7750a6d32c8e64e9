/**
 * The page's <style> sheets, one per app (and the kit's). In the browser a sheet is added to <head> once, by the
 * first component that renders with it. On the server there is no document: the renderer collects the sheets a page
 * asked for (one collection per request) and writes them into the HTML's <head>, under the same ids, so the browser
 * finds them there and adds nothing. Every app bundles this module; the collector is found on globalThis so all of
 * them reach the server's one.
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
