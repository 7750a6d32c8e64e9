export interface SpinnerProps {
  /** What is loading, for screen readers (translated by the caller). */
  label: string;
}

/** A busy indicator announced politely to screen readers. */
export function Spinner({ label }: SpinnerProps) {
  return (
    <div className="store-spinner ui-spinner" role="status" aria-live="polite">
      <span className="store-spinner__wheel ui-spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden ui-visually-hidden">{label}</span>
    </div>
  );
}
