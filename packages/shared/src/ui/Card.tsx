import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from './classNames';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** A heading at the top of the card (its level chosen by the page). */
  title?: ReactNode;
  titleId?: string;
  headingLevel?: 2 | 3 | 4;
  /** An image across the top (a game banner). */
  media?: ReactNode;
  /** section (named by its title when there is one), aside or div. */
  as?: 'section' | 'aside' | 'div';
  children?: ReactNode;
}

/** A surface that groups related content: rounded, raised, padded, with an optional media slot and title. */
export function Card({ title, titleId, headingLevel = 2, media, as: Tag = 'section', className, children, ...rest }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Tag className={classNames('ui-card', className)} aria-labelledby={title && titleId ? titleId : undefined} {...rest}>
      {media ? <div className="ui-card__media">{media}</div> : null}
      {title ? (
        <Heading id={titleId} className="ui-card__title">
          {title}
        </Heading>
      ) : null}
      {children}
    </Tag>
  );
}
