import { makeAutoObservable } from 'mobx';
import type { ToastMessage } from '@store/shared/ui';

/** Modals the shell owns (section 2 "Modals"); the cookie ones live on the ConsentStore. */
export type ShellModal =
  | { readonly kind: 'error'; readonly header?: string; readonly message: string }
  | { readonly kind: 'unverifiedPhone' }
  | { readonly kind: 'walletRestricted' }
  | { readonly kind: 'welcome' }
  | { readonly kind: 'partnerSignIn' }
  | { readonly kind: 'partnerSignInError'; readonly errorType: string }
  | { readonly kind: 'adoptAccount'; readonly email: string; readonly orders: number };

/** The header's menu button, as the page's start script knows it before the code runs (earlyActions.ts). */
export const MENU_EARLY_ACTION = 'menu';

/** The page-level UI state of the shell: the open modal, toasts, the left panel, the busy spinner. */
export class ShellUiStore {
  modal: ShellModal | undefined = undefined;
  toasts: ToastMessage[] = [];
  leftPanelOpen = false;
  busy = 0;
  /** Modals already shown once this page (welcome, unverified phone ...), so they do not reopen. */
  private readonly seen = new Set<ShellModal['kind']>();
  private nextToastId = 1;

  constructor() {
    makeAutoObservable<this, 'seen' | 'nextToastId'>(this, { seen: false, nextToastId: false }, { autoBind: true });
  }

  open(modal: ShellModal): void {
    this.modal = modal;
  }

  /** Opens a modal only the first time this page asks for that kind. */
  openOnce(modal: ShellModal): void {
    if (this.seen.has(modal.kind)) return;
    this.seen.add(modal.kind);
    this.modal = modal;
  }

  close(): void {
    this.modal = undefined;
  }

  toast(text: string, tone: ToastMessage['tone'] = 'info'): void {
    this.toasts = [...this.toasts, { id: this.nextToastId++, text, tone }];
  }

  dismissToast(id: number): void {
    this.toasts = this.toasts.filter((t) => t.id !== id);
  }

  setLeftPanelOpen(open: boolean): void {
    this.leftPanelOpen = open;
  }

  /** Wraps work that shows the page spinner while it runs. */
  async whileBusy<T>(work: Promise<T>): Promise<T> {
    this.busy += 1;
    try {
      return await work;
    } finally {
      this.busy -= 1;
    }
  }
}
