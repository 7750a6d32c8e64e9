import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogTestbed } from '../../testing/catalogTestbed.testutil';
import { InfoPage } from './InfoPage';

const TERMS = {
  title: 'Terms and conditions',
  description: 'The terms that apply when you buy from {store}.',
  sections: [{ heading: 'Refunds', paragraphs: ['Delivered items cannot be returned.', 'Write to {store} if one did not arrive.'] }],
};

describe('InfoPage', () => {
  test("shows the CMS page of the shop language, with the storefront's name, and titles the document", async () => {
    const calls: unknown[] = [];
    const { store, renderPage } = catalogTestbed({
      shop: (path, body) => {
        calls.push([path, body]);
        return { 'page.terms': JSON.stringify(TERMS) };
      },
    });
    store.shop.setCountry('sg');
    renderPage(<InfoPage page="terms" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
    const name = store.theme?.name ?? '';
    expect(screen.getByText(`The terms that apply when you buy from ${name}.`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Refunds' })).toBeInTheDocument();
    expect(screen.getByText(`Write to ${name} if one did not arrive.`)).toBeInTheDocument();
    expect(document.title).toBe(`Terms and conditions | ${name}`);
    expect(calls).toEqual([['/cms', expect.objectContaining({ keys: ['page.terms'], locale: 'en-sg', type: 'JSON' })]]);
  });

  test('content the store cannot read (missing, not JSON, wrong shape) says the page could not load, with Retry', async () => {
    let answer: unknown = {};
    const { store, renderPage } = catalogTestbed({ shop: () => answer });
    store.shop.setCountry('sg');
    renderPage(<InfoPage page="help" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this page. Please try again.');
    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();

    answer = { 'page.help': '{not json' };
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    answer = { 'page.help': JSON.stringify({ title: 'Help', sections: 'nope' }) };
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    answer = { 'page.help': JSON.stringify({ ...TERMS, title: 'Help' }) };
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Refunds' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
