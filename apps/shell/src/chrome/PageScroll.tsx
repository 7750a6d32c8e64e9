import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each page was left, kept for the tab's life (a reload or a return from another site restores it too). */
const SAVED_POSITIONS_KEY = 'store.scrollPositions';

type Positions = Record<string, number>;

/** The positions kept in this tab; anything else there (another version's, a hand-edited value) is left out. */
function readSaved(): Positions {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(SAVED_POSITIONS_KEY) ?? '{}');
    if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return {};
    return Object.fromEntries(Object.entries(saved).filter((entry): entry is [string, number] => Number.isFinite(entry[1]) && entry[1] >= 0));
  } catch {
    return {};
  }
}

/** The element id a #fragment names; a malformed escape (#%ZZ) names the text as it is. */
function fragmentId(hash: string): string {
  const raw = hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * A new page starts at its top (a link from the bottom of a long page must not land mid-page), or at the element its
 * #fragment names; Back and Forward return to where the shopper was on that page. Keyed by path: a change of the query
 * alone (a filter, a tab) is the same page and keeps its place. The first render (a server-rendered page hydrating)
 * moves the page only to restore a reload's position, and never once the shopper has scrolled.
 */
export function PageScroll() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Positions | null>(null);
  const shown = useRef<string | null>(null);
  const key = location.pathname;

  useLayoutEffect(() => {
    const saved = (positions.current ??= readSaved());
    const first = shown.current === null;
    if (shown.current === key) return;
    shown.current = key;
    const restore = navigationType === 'POP' ? saved[key] : undefined;
    if (first) {
      // From here on the store places the page itself: the browser's restoration would run before the page rendered.
      window.history.scrollRestoration = 'manual';
      if (restore !== undefined && window.scrollY === 0) window.scrollTo(0, restore);
      return;
    }
    if (restore !== undefined) {
      window.scrollTo(0, restore);
      return;
    }
    const target = location.hash ? document.getElementById(fragmentId(location.hash)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // Each navigation (location.key) is looked at; only a new path moves the page. A fragment is read with its path.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  useEffect(() => {
    const onScroll = () => {
      if (shown.current !== null) (positions.current ??= readSaved())[shown.current] = window.scrollY;
    };
    const onPageHide = () => {
      try {
        window.sessionStorage.setItem(SAVED_POSITIONS_KEY, JSON.stringify(positions.current ?? {}));
      } catch {
        // Storage full or refused: a reload starts at the top.
      }
      // Another document in this tab restores its own scroll; coming back from the page cache, the store places it again.
      window.history.scrollRestoration = 'auto';
    };
    const onPageShow = () => {
      window.history.scrollRestoration = 'manual';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);
  return null;
}
