/** @jest-environment jsdom */
// What a shopper does in a server-rendered form before its code runs is kept and replayed once the code has the form.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { recordEarlyEntries, takeEarlyEntries } from './earlyEntries';
import { useEarlyEntries } from './useEarlyEntries';

interface Values {
  userId: string;
  skuId: string;
  terms: boolean;
  country: string;
}

function TopUp({ onSend }: { onSend: (values: Values) => void }) {
  const { register, handleSubmit } = useForm<Values>({ defaultValues: { userId: '', skuId: '', terms: false, country: 'sg' } });
  const early = useEarlyEntries('topup');
  return (
    <form {...early} noValidate onSubmit={(e) => void handleSubmit(onSend)(e)}>
      <input aria-label="Player ID" {...register('userId')} />
      <input type="radio" aria-label="100 Coins" value="1001" {...register('skuId')} />
      <input type="radio" aria-label="500 Coins" value="1002" {...register('skuId')} />
      <input type="checkbox" aria-label="I agree" {...register('terms')} />
      <select aria-label="Country" {...register('country')}>
        <option value="sg">Singapore</option>
        <option value="my">Malaysia</option>
      </select>
      <button type="submit">Buy</button>
    </form>
  );
}

const field = <T extends HTMLElement>(label: string) => document.querySelector(`[aria-label="${label}"]`) as T;

/** The server's HTML of the form, before any of its code runs. */
function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<TopUp onSend={() => undefined} />);
  document.body.replaceChildren(container);
  return container;
}

/** The form's code takes the page over (hydration), as the store's code does once it has loaded. */
async function hydrate(container: HTMLElement, onSend: (values: Values) => void): Promise<void> {
  await act(async () => {
    hydrateRoot(container, <TopUp onSend={onSend} />);
  });
  // handleSubmit validates asynchronously.
  await act(async () => undefined);
}

beforeAll(() => recordEarlyEntries(document));
beforeEach(() => {
  delete (window as unknown as Record<string, unknown>).__storeEarlyEntries;
});

test('entries made before the code runs are the form values after it, and a held Enter is sent then', async () => {
  const container = serverPage();
  fireEvent.input(field<HTMLInputElement>('Player ID'), { target: { value: '12345678' } });
  fireEvent.click(field('500 Coins'));
  fireEvent.click(field('I agree'));
  fireEvent.change(field<HTMLSelectElement>('Country'), { target: { value: 'my' } });
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  field('Player ID').closest('form')?.dispatchEvent(submit);
  // The browser does not send the form itself (a reload with the entries in the URL).
  expect(submit.defaultPrevented).toBe(true);

  const sent: Values[] = [];
  await hydrate(container, (values) => sent.push(values));
  expect(sent).toEqual([{ userId: '12345678', skuId: '1002', terms: true, country: 'my' }]);
  expect(field<HTMLInputElement>('500 Coins').checked).toBe(true);
  expect(field<HTMLInputElement>('Player ID').value).toBe('12345678');
});

test('without a held submission the entries are kept and nothing is sent', async () => {
  const container = serverPage();
  fireEvent.input(field<HTMLInputElement>('Player ID'), { target: { value: 'abc' } });
  const sent: Values[] = [];
  await hydrate(container, (values) => sent.push(values));
  expect(sent).toEqual([]);
  await act(async () => {
    (document.querySelector('button[type="submit"]') as HTMLButtonElement).click();
  });
  await act(async () => undefined);
  expect(sent).toEqual([{ userId: 'abc', skuId: '', terms: false, country: 'sg' }]);
});

test('once the form has its code, its entries are its own: nothing is recorded or replayed again', async () => {
  const container = serverPage();
  await hydrate(container, () => undefined);
  fireEvent.input(field<HTMLInputElement>('Player ID'), { target: { value: 'later' } });
  expect(takeEarlyEntries('topup')).toEqual({ values: {}, submitted: false });
});

test('a form with an action of its own is still sent by the browser (the header search works before any code)', () => {
  document.body.innerHTML = '<form action="/en-sg/search/" method="get"><input name="q"></form>';
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  document.querySelector('form')?.dispatchEvent(submit);
  expect(submit.defaultPrevented).toBe(false);
});
