import type { FieldsetHTMLAttributes, HTMLAttributes, ReactNode } from 'react';
import { classNames } from './classNames';

export interface StepperProps extends HTMLAttributes<HTMLOListElement> {
  /** Steps (each a <Step>); they are numbered in order by CSS, so a step left out leaves no gap. */
  children: ReactNode;
}

/** Numbered steps of a form (an ordered list): a screen reader hears "list, 4 items", each step its position. */
export function Stepper({ className, children, ...rest }: StepperProps) {
  return (
    <ol className={classNames('ui-stepper', className)} {...rest}>
      {children}
    </ol>
  );
}

export interface StepProps extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'title'> {
  /** The step's title: its fieldset's legend, so the step's controls are a group named by it. */
  title: ReactNode;
  /** The legend's id, for a radio group inside that the title names. */
  titleId?: string;
  children: ReactNode;
}

/** One numbered step: a fieldset with its legend, the number drawn beside the title (not part of the group's name). */
export function Step({ title, titleId, className, children, ...fieldset }: StepProps) {
  return (
    <li className={classNames('ui-step', className)}>
      <fieldset className="ui-step__box" {...fieldset}>
        <legend id={titleId} className="ui-step__title">
          <span className="ui-step__number" aria-hidden="true" />
          <span>{title}</span>
        </legend>
        {children}
      </fieldset>
    </li>
  );
}
