// What a shopper does in a server-rendered form before the store's code has taken the page (issue 11). The form is on
// screen at once; its code arrives seconds later on a slow phone, and until then:
// - the browser would send the form itself on Enter or Buy: a form without an action reloads the page with every
//   entry in its URL (an email address in a server log) and the entries gone;
// - taking the page over resets what the form's code does not know: a chosen denomination is unchecked again.
// The page's start script (apps/shell/src/start) records the entries of each form marked with
// EARLY_ENTRIES_ATTRIBUTE and holds its submission; the form's code takes them once it has mounted and replays them as
// the shopper's own input (the events React listens to), then the held submission. Nothing is kept past the page.

/** The attribute naming a form whose early entries are kept: its value is the form's key (e.g. "topup"). */
export const EARLY_ENTRIES_ATTRIBUTE = 'data-early-entries';

/** A field's entry: the text or the chosen option's value, or a check box's state. */
export type EarlyEntry = string | boolean;

export interface FormEarlyEntries {
  /** By field name, the last entry. */
  values: Record<string, EarlyEntry>;
  /** The shopper asked to send the form (Enter, a submit button). */
  submitted: boolean;
  /** The form's code has taken the entries: later ones are its own. */
  taken: boolean;
}

/** Where the start script leaves the entries for the code it starts (one page, one window). */
const EARLY_ENTRIES_GLOBAL = '__storeEarlyEntries';

type EntriesWindow = Window & { [EARLY_ENTRIES_GLOBAL]?: Record<string, FormEarlyEntries> };

function entriesOf(win: Window, key: string): FormEarlyEntries {
  const all = ((win as EntriesWindow)[EARLY_ENTRIES_GLOBAL] ??= {});
  return (all[key] ??= { values: {}, submitted: false, taken: false });
}

type EntryField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isEntryField(win: Window & typeof globalThis, target: EventTarget | null): target is EntryField {
  return target instanceof win.HTMLInputElement || target instanceof win.HTMLSelectElement || target instanceof win.HTMLTextAreaElement;
}

/**
 * Called by the page's start script before the store's code loads: keeps the entries of marked forms until their
 * code takes them, and never lets the browser send a form that has no action of its own (its code sends it).
 */
export function recordEarlyEntries(doc: Document = document): void {
  const win = doc.defaultView as (Window & typeof globalThis) | null;
  if (!win) return;
  const record = (event: Event) => {
    const field = event.target;
    if (!isEntryField(win, field) || !field.name) return;
    const key = field.form?.getAttribute(EARLY_ENTRIES_ATTRIBUTE);
    if (!key) return;
    const entries = entriesOf(win, key);
    if (entries.taken) return;
    if (field instanceof win.HTMLInputElement && field.type === 'checkbox') entries.values[field.name] = field.checked;
    else if (field instanceof win.HTMLInputElement && field.type === 'radio') {
      if (field.checked) entries.values[field.name] = field.value;
    } else entries.values[field.name] = field.value;
  };
  doc.addEventListener('input', record, true);
  doc.addEventListener('change', record, true);
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof win.HTMLFormElement) || form.hasAttribute('action')) return;
      // Only the browser's own sending is stopped: the form's code still gets its submit event.
      event.preventDefault();
      const key = form.getAttribute(EARLY_ENTRIES_ATTRIBUTE);
      if (!key) return;
      const entries = entriesOf(win, key);
      if (!entries.taken) entries.submitted = true;
    },
    true,
  );
}

/** The form's early entries, once: from now on its code has the form. */
export function takeEarlyEntries(key: string, win: Window = window): Pick<FormEarlyEntries, 'values' | 'submitted'> {
  const entries = entriesOf(win, key);
  const taken = { values: entries.values, submitted: entries.submitted };
  entries.values = {};
  entries.submitted = false;
  entries.taken = true;
  return taken;
}

function setText(field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string): void {
  // React notices input by comparing the field with the value it last saw (set through the element's own property):
  // make that one differ, then set the entry through the prototype's setter, as typing does.
  field.value = value === '' ? ' ' : '';
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

function setChecked(box: HTMLInputElement, checked: boolean): void {
  if (box.disabled) return;
  // A click is what a tap is, and what React's change handling of check boxes and radios listens to.
  box.checked = !checked;
  box.click();
}

/** Replays the entries into the form's fields as input events, then its held submission. */
export function replayEarlyEntries(form: HTMLFormElement, entries: Pick<FormEarlyEntries, 'values' | 'submitted'>): void {
  const win = form.ownerDocument.defaultView as (Window & typeof globalThis) | null;
  if (!win) return;
  for (const [name, entry] of Object.entries(entries.values)) {
    const fields = Array.from(form.elements).filter((field): field is EntryField => isEntryField(win, field) && field.name === name);
    for (const field of fields) {
      if (field instanceof win.HTMLInputElement && field.type === 'checkbox') {
        if (typeof entry === 'boolean' && field.checked !== entry) setChecked(field, entry);
      } else if (field instanceof win.HTMLInputElement && field.type === 'radio') {
        if (field.value === entry) setChecked(field, true);
      } else if (typeof entry === 'string' && !field.disabled && !(field instanceof win.HTMLInputElement && field.readOnly)) setText(field, entry);
    }
  }
  if (entries.submitted && form.isConnected) form.requestSubmit();
}
