import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteTopUpForm, type TopUpFormProps } from './RemoteTopUpForm';


const texts = { unavailable: 'Checkout is unavailable.', retryLabel: 'Retry', loadingLabel: 'Loading' };

describe('RemoteTopUpForm', () => {
  it('renders the loaded form with the product', async () => {
    const Form = ({ gameSlug }: TopUpFormProps) => <p>form for {gameSlug}</p>;
    render(<RemoteTopUpForm gameSlug="football-legends" {...texts} load={async () => Form} />);
    expect(await screen.findByText('form for football-legends')).toBeInTheDocument();
  });

  it('shows a fallback with Retry when checkout cannot be loaded, and recovers', async () => {
    const Form = () => <p>the form</p>;
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(Form);
    render(<RemoteTopUpForm gameSlug="x" {...texts} load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Checkout is unavailable.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('the form')).toBeInTheDocument();
  });

  it('loads checkout/TopUpForm through the page instance that knows checkout', async () => {
    const Form = () => <p>from the shell instance</p>;
    const loadRemote = jest.fn(async () => ({ default: Form }));
    (globalThis as Record<string, unknown>).__FEDERATION__ = { __INSTANCES__: [{ options: { remotes: [] }, loadRemote: jest.fn() }, { options: { remotes: [{ name: 'checkout' }] }, loadRemote }] };
    render(<RemoteTopUpForm gameSlug="x" {...texts} />);
    expect(await screen.findByText('from the shell instance')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('checkout/TopUpForm');
    delete (globalThis as Record<string, unknown>).__FEDERATION__;
  });

  it('shows the fallback when the form throws while rendering', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('boom');
    };
    await act(async () => {
      render(<RemoteTopUpForm gameSlug="x" {...texts} load={async () => Broken} />);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Checkout is unavailable.');
    spy.mockRestore();
  });
});
