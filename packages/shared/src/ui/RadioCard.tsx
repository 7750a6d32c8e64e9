import { useId, type HTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import { classNames } from './classNames';

export interface RadioCardProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'title'> {
  /** The option's name, first in its accessible name (what a shopper says: "100 Coins"). */
  title: ReactNode;
  /** What follows the title: the price, a range, a note. Part of the accessible name. */
  children?: ReactNode;
  /** An image or icon (an item's icon, a channel's logo); decorative, hidden from screen readers. */
  icon?: ReactNode;
  /** A badge under the title and price (a discount, "2 a day"); part of the accessible name, after the price. */
  badge?: ReactNode;
  /** A row (payment channels) instead of a tile (denominations). */
  layout?: 'tile' | 'row';
  id?: string;
}

/**
 * One option of a RadioCardGroup: a native radio (so the group is one Tab stop, arrows move and Space picks, as every
 * browser does), drawn as a card by its label. Works with react-hook-form's register (name, onChange, ref).
 */
export function RadioCard({ title, children, icon, badge, layout = 'tile', id, className, ...input }: RadioCardProps) {
  const autoId = useId();
  const inputId = id ?? `rc${autoId}`;
  return (
    <div className={classNames('ui-radio-card', layout === 'row' && 'ui-radio-card--row', className)}>
      <input id={inputId} type="radio" className="ui-radio-card__input" {...input} />
      <label htmlFor={inputId} className="ui-radio-card__label">
        <span className="ui-radio-card__check" aria-hidden="true" />
        {icon ? (
          <span className="ui-radio-card__icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <span className="ui-radio-card__body">
          <span className="ui-radio-card__title">{title}</span>
          {children}
          {badge ? <span className="ui-radio-card__badge">{badge}</span> : null}
        </span>
      </label>
    </div>
  );
}

export interface RadioCardGroupProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  /** The id of the element that names the group (a step's title), or else a label. */
  labelledBy?: string;
  label?: string;
  /** Denominations: a grid of 2 columns on phones, 3 on tablets, 4 on desktops; payment channels: a list. */
  layout?: 'grid' | 'list';
  /** A grid inside a narrower column (beside a side summary): at most 3 columns. */
  narrow?: boolean;
  /** The group's error, announced and tied to the group. */
  error?: string | undefined;
  errorId?: string;
  children: ReactNode;
}

/** RadioCards that make one choice: role radiogroup, named by a heading or a label, with its error tied to it. */
export function RadioCardGroup({ labelledBy, label, layout = 'list', narrow = false, error, errorId, className, children, ...rest }: RadioCardGroupProps) {
  const autoId = useId();
  const problemId = errorId ?? `g${autoId}-error`;
  return (
    <div className={classNames('ui-radio-card-group', `ui-radio-card-group--${layout}`, narrow && 'ui-radio-card-group--narrow', className)}>
      <div
        role="radiogroup"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? problemId : undefined}
        className="ui-radio-card-group__items"
        {...rest}
      >
        {children}
      </div>
      {error ? (
        <p id={problemId} className="field__error ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
