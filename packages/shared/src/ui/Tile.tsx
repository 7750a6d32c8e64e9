import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from './classNames';

export interface TileProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The tile's name; with href it is the link, and the whole tile is its target. */
  title: ReactNode;
  href?: string;
  /** A link element of the app's router (e.g. react-router's Link) for href; a plain <a> by default. */
  renderLink?: (props: { href: string; className: string; children: ReactNode }) => ReactNode;
  /** The square art (a game's tile). */
  media?: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
}

/** A game or offer in a grid: square art, a name (the link covers the whole tile), a subtitle. */
export function Tile({ title, href, renderLink, media, subtitle, className, children, ...rest }: TileProps) {
  const name =
    href === undefined ? (
      <span className="ui-tile__title">{title}</span>
    ) : renderLink ? (
      renderLink({ href, className: 'ui-tile__title ui-tile__link', children: title })
    ) : (
      <a href={href} className="ui-tile__title ui-tile__link">
        {title}
      </a>
    );
  return (
    <article className={classNames('ui-tile', className)} {...rest}>
      {media ? <div className="ui-tile__media">{media}</div> : null}
      {name}
      {subtitle ? <span className="ui-tile__subtitle">{subtitle}</span> : null}
      {children}
    </article>
  );
}
