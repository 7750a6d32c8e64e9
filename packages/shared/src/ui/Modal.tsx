import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert'));
}

export interface ModalProps {
  /** The dialog's visible title; also its accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** Escape and the close button call this; omit for a dialog that must be answered. */
  onClose?: () => void;
  /** Label of the close button (translated by the caller). */
  closeLabel?: string;
  /** Extra class for the dialog box. */
  className?: string;
  /** data-testid-like hook for e2e and styling: data-modal="...". */
  name?: string;
}

/**
 * An accessible modal dialog: labelled by its title, focus moves in on open and is trapped inside
 * (Tab and Shift+Tab wrap), Escape closes, focus returns to the opener on close.
 */
export function Modal({ title, children, onClose, closeLabel = 'Close', className, name }: ModalProps) {
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const box = boxRef.current;
    if (box) (focusableIn(box)[0] ?? box).focus();
    return () => {
      if (opener && opener.isConnected) opener.focus();
    };
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
    if (event.shiftKey && (active === first || active === boxRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="store-modal__backdrop">
      <div
        ref={boxRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={['store-modal', className].filter(Boolean).join(' ')}
        data-modal={name}
        onKeyDown={onKeyDown}
      >
        <div className="store-modal__head">
          <h2 id={titleId} className="store-modal__title">
            {title}
          </h2>
          {onClose ? (
            <button type="button" className="store-modal__close" onClick={onClose} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        <div className="store-modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
