import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { PageScroll } from './PageScroll';

// A data router builds a fetch Request for each navigation; jsdom has none. The router reads only these fields.
class MinimalRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal | undefined;
  constructor(url: string, init: { method?: string; signal?: AbortSignal } = {}) {
    this.url = url;
    this.method = init.method ?? 'GET';
    this.signal = init.signal;
  }
}
beforeAll(() => {
  if (typeof globalThis.Request === 'undefined') Object.assign(globalThis, { Request: MinimalRequest });
});

function Layout() {
  return (
    <>
      <PageScroll />
      <Outlet />
    </>
  );
}

describe('scroll position on navigation', () => {
  it('a new page starts at the top; Back returns to where the shopper was', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ element: <Layout />, children: [{ path: '/en-sg/', element: <p>home</p> }, { path: '/en-sg/:gameName', element: <p>product</p> }] }], {
      initialEntries: ['/en-sg/'],
    });
    render(<RouterProvider router={router} />);
    Object.defineProperty(window, 'scrollY', { value: 1200, configurable: true });
    scrollTo.mockClear();

    await act(() => router.navigate('/en-sg/football-legends'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
  });
});
