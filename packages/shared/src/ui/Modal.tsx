import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from './Button';
import { classNames } from './classNames';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert'));
}

export interface ModalProps {
  /** The dialog's visible title; also its accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** The dialog's buttons, at its foot (the main action last). */
  actions?: ReactNode;
  /** Escape and the close button call this; omit for a dialog that must be answered. */
  onClose?: () => void;
  /** Label of the close button (translated by the caller). */
  closeLabel?: string;
  /** Extra class for the dialog box. */
  className?: string;
  /** data-testid-like hook for e2e and styling: data-modal="...". */
  name?: string;
  /** Where focus goes on open: the first control (default), or the title (a summary to read before acting). */
  initialFocus?: 'first' | 'title';
  /** A sheet docks at the bottom of a phone's screen (a centred dialog from 40rem up); CSS decides, so no layout jump. */
  variant?: 'dialog' | 'sheet';
  /** Text direction of the dialog (the page's, since the dialog is rendered at the end of <body>). */
  dir?: 'ltr' | 'rtl';
}

/**
 * An accessible modal dialog: labelled by its title, focus moves in on open and is trapped inside
 * (Tab and Shift+Tab wrap), Escape closes, focus returns to the opener on close.
 */
export function Modal({ title, children, actions, onClose, closeLabel = 'Close', className, name, initialFocus = 'first', variant = 'dialog', dir }: ModalProps) {
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const box = boxRef.current;
    if (initialFocus === 'title' && titleRef.current) titleRef.current.focus();
    else if (box) (focusableIn(box)[0] ?? box).focus();
    return () => {
      if (opener && opener.isConnected) opener.focus();
    };
    // Focus moves in once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !boxRef.current) return;
    const items = focusableIn(boxRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0] as HTMLElement;
    const last = items[items.length - 1] as HTMLElement;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === boxRef.current || active === titleRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={classNames('ui-modal__backdrop', variant === 'sheet' && 'ui-modal__backdrop--sheet')} dir={dir}>
      <div
        ref={boxRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={classNames('store-modal', 'ui-modal', variant === 'sheet' && 'ui-modal--sheet', className)}
        data-modal={name}
        onKeyDown={onKeyDown}
      >
        <div className="ui-modal__head">
          <h2 id={titleId} ref={titleRef} className="ui-modal__title" tabIndex={initialFocus === 'title' ? -1 : undefined}>
            {title}
          </h2>
          {onClose ? <IconButton className="ui-modal__close" label={closeLabel} icon="×" onClick={onClose} /> : null}
        </div>
        <div className="ui-modal__body">{children}</div>
        {actions ? <div className="ui-modal__actions">{actions}</div> : null}
      </div>
    </div>,
    document.body,
  );
}

export type SheetProps = Omit<ModalProps, 'variant'>;

/** A bottom sheet on phones (the same dialog, docked at the bottom edge, thumb-reachable); a centred dialog on wider screens. */
export function Sheet(props: SheetProps) {
  return <Modal {...props} variant="sheet" />;
}
