import { classNames } from './classNames';

export interface SkeletonProps {
  /** CSS lengths; a block of text's shape by default. */
  width?: string;
  height?: string;
  radius?: string;
  className?: string;
}

/** A grey placeholder with the shape of content still loading (hidden from screen readers: say "loading" elsewhere). */
export function Skeleton({ width = '100%', height = '1rem', radius, className }: SkeletonProps) {
  return <span aria-hidden="true" className={classNames('ui-skeleton', className)} style={{ inlineSize: width, blockSize: height, ...(radius ? { borderRadius: radius } : {}) }} />;
}
