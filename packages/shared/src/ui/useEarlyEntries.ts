import { useEffect, useRef, type RefObject } from 'react';
import { EARLY_ENTRIES_ATTRIBUTE, replayEarlyEntries, takeEarlyEntries } from './earlyEntries';

export interface EarlyEntriesFormProps {
  ref: RefObject<HTMLFormElement | null>;
  [EARLY_ENTRIES_ATTRIBUTE]: string;
}

/**
 * The props of a server-rendered form whose entries made before the store's code ran are kept (earlyEntries.ts):
 * once the form has mounted (its fields registered), the entries are replayed into it, then a held Enter or Buy.
 */
export function useEarlyEntries(key: string): EarlyEntriesFormProps {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const entries = takeEarlyEntries(key);
    if (ref.current && (entries.submitted || Object.keys(entries.values).length > 0)) replayEarlyEntries(ref.current, entries);
  }, [key]);
  return { ref, [EARLY_ENTRIES_ATTRIBUTE]: key };
}
