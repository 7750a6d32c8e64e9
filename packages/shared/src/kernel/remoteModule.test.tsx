/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { RemoteModule, RemoteModuleProvider, remoteModulesOf, type RemoteModuleRequest } from './remoteModule';

interface DemoContract {
  TopUpForm: { gameSlug: string };
}
const Demo = remoteModulesOf<DemoContract>('checkout');

function RecordingSlot({ remote, module, props, compact }: RemoteModuleRequest) {
  return <p data-testid="slot">{JSON.stringify({ remote, module, props, compact: compact ?? false })}</p>;
}

describe('RemoteModule: the one way a remote renders another remote', () => {
  it("hands the request to the page's slot (the shell's loader)", () => {
    render(
      <RemoteModuleProvider slot={RecordingSlot}>
        <Demo module="TopUpForm" props={{ gameSlug: 'football-legends' }} />
      </RemoteModuleProvider>,
    );
    expect(JSON.parse(screen.getByTestId('slot').textContent ?? '')).toEqual({
      remote: 'checkout',
      module: 'TopUpForm',
      props: { gameSlug: 'football-legends' },
      compact: false,
    });
  });

  it('without a shell (a standalone page) shows what the remote asks for instead, and loads nothing', () => {
    render(<RemoteModule remote="checkout" module="TopUpForm" props={{ gameSlug: 'x' }} standalone={<p>Buying is not part of this page.</p>} />);
    expect(screen.getByText('Buying is not part of this page.').tagName).toBe('P');
    expect(screen.queryByTestId('slot')).toBeNull();
  });
});
