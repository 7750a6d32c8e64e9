/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { Skeleton } from './Skeleton';

test('a skeleton has the given shape and is hidden from screen readers', () => {
  const { container } = render(<Skeleton width="4rem" height="2rem" />);
  const skeleton = container.querySelector('.ui-skeleton') as HTMLElement;
  expect(skeleton.getAttribute('aria-hidden')).toBe('true');
  expect(skeleton.style.inlineSize).toBe('4rem');
  expect(skeleton.style.blockSize).toBe('2rem');
});
