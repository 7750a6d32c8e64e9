// The store's start, in pieces (issue 11, blocking time): the deploy's documents are asked for first, then zod, the
// kernel (with mobx, i18next, TanStack Query), react-dom and the shell's modules are evaluated, each in a task of its own.
// "eager" keeps those modules in the chunks this one loaded with (no request more): only their evaluation waits.
import { yieldToBrowser } from './platform/yieldToBrowser';
import type { DeployDocuments } from './startStore';

async function fetchJson(path: string): Promise<unknown> {
  const response = await fetch(path, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

async function boot(): Promise<void> {
  // Runtime configuration and the remotes manifest come from the deploy, never from the bundle.
  const documents: DeployDocuments = Promise.all([fetchJson('/config.json'), fetchJson('/remotes.json')] as const);
  // Awaited (and its failure shown) by startStore; until then, not an unhandled rejection.
  documents.catch(() => undefined);
  // zod's own set-up (its classes) is a third of the kernel's evaluation.
  await import(/* webpackMode: "eager" */ './platform/zodFirst');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ '@store/shared');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  const { startStore } = await import(/* webpackMode: "eager" */ './startStore');
  await yieldToBrowser();
  await startStore(documents);
}

void boot();
