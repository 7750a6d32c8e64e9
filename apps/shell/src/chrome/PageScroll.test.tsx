import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router';
import { PageScroll } from './PageScroll';

let navigate: NavigateFunction = () => undefined;
function Navigator() {
  navigate = useNavigate();
  return null;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PageScroll />
      <Navigator />
      <Routes>
        <Route path="/en-sg/" element={<p>home</p>} />
        <Route path="/en-sg/:gameName" element={<p id="denominations">product</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The shopper scrolls the window to y. */
function scrollWindow(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  window.sessionStorage.clear();
  scrollWindow(0);
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => scrollTo.mockRestore());

describe('scroll position on navigation', () => {
  it('a new page starts at the top; Back returns to where the shopper was', () => {
    renderAt('/en-sg/');
    scrollWindow(1200);
    scrollTo.mockClear();

    act(() => void navigate('/en-sg/football-legends'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollWindow(300);
    act(() => void navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);

    act(() => void navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  });

  it('the first render leaves the page where it is: the browser owns its scroll no more', () => {
    renderAt('/en-sg/');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.history.scrollRestoration).toBe('manual');
  });

  it('a change of the query alone keeps the place', () => {
    renderAt('/en-sg/');
    scrollWindow(800);
    scrollTo.mockClear();
    act(() => void navigate('/en-sg/?tab=vouchers'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('a link to a #fragment of another page lands on that element', () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderAt('/en-sg/');
    act(() => void navigate('/en-sg/football-legends#denominations'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('a malformed #fragment is no element: the new page starts at the top', () => {
    renderAt('/en-sg/');
    act(() => void navigate('/en-sg/football-legends#%ZZ'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('a reload returns to the position kept when the page was left', () => {
    const first = renderAt('/en-sg/football-legends');
    scrollWindow(640);
    window.dispatchEvent(new Event('pagehide'));
    expect(window.history.scrollRestoration).toBe('auto');
    first.unmount();

    scrollWindow(0);
    renderAt('/en-sg/football-legends');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('kept positions that are not positions are left out: the page stays where it is', () => {
    window.sessionStorage.setItem('store.scrollPositions', JSON.stringify({ '/en-sg/football-legends': 'far', '/en-sg/': -5 }));
    renderAt('/en-sg/football-legends');
    expect(scrollTo).not.toHaveBeenCalled();
    window.sessionStorage.setItem('store.scrollPositions', '[not json');
    renderAt('/en-sg/');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('a reload does not pull back a shopper who scrolled before the page was ready', () => {
    const first = renderAt('/en-sg/football-legends');
    scrollWindow(640);
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();

    scrollWindow(90);
    renderAt('/en-sg/football-legends');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
