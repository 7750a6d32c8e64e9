// A tap on a server-rendered control whose handler is in the store's code, made before that code has taken the page
// (issue 11: on a slow phone the header is on screen seconds before it works). The page's start script (apps/shell/
// src/start) keeps which marked control was tapped and starts the code at once; the control's code, once it has
// mounted, asks for it and does what the tap meant. Nothing is kept past the page.

/** The attribute naming a control whose early tap is kept: its value is the action's name (e.g. "menu"). */
export const EARLY_ACTION_ATTRIBUTE = 'data-early-action';

/** By action: tapped before its code asked ('asked'), or asked for by its code, whose later taps are its own ('taken'). */
type EarlyActions = Record<string, 'asked' | 'taken'>;

/** Where the start script leaves the taps for the code it starts (one page, one window). */
const EARLY_ACTIONS_GLOBAL = '__storeEarlyActions';

type ActionsWindow = Window & { [EARLY_ACTIONS_GLOBAL]?: EarlyActions };

function actionsOf(win: Window): EarlyActions {
  return ((win as ActionsWindow)[EARLY_ACTIONS_GLOBAL] ??= {});
}

/**
 * Called by the page's start script before the store's code loads: keeps a tap on a marked control whose code has not
 * asked yet, and tells `onAction` (the start script starts the code then, rather than after the page's largest image).
 */
export function recordEarlyActions(onAction: () => void, doc: Document = document): void {
  const win = doc.defaultView;
  if (!win) return;
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target as { closest?: (selector: string) => Element | null } | null;
      const name = target?.closest?.(`[${EARLY_ACTION_ATTRIBUTE}]`)?.getAttribute(EARLY_ACTION_ATTRIBUTE);
      if (!name) return;
      const actions = actionsOf(win);
      if (actions[name] === 'taken') return;
      actions[name] = 'asked';
      onAction();
    },
    true,
  );
}

/** Whether the shopper tapped this action's control before its code was there; asked once, by that code. */
export function takeEarlyAction(name: string, win: Window = window): boolean {
  const actions = actionsOf(win);
  const asked = actions[name] === 'asked';
  actions[name] = 'taken';
  return asked;
}
