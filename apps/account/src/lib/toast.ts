/** The shell shows a toast for this window event (a remote never imports the shell). */
export const TOAST_EVENT = 'store:toast';

export function showToast(text: string, tone: 'info' | 'error' = 'info'): void {
  if (typeof window === 'undefined' || !text) return;
  window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { text, tone } }));
}
