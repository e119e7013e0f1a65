import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, screen, waitFor } from '@testing-library/react';
import { HydrationBoundary } from './hydration-boundary';

/** A page part with a text field, a select and a checkbox whose values the component keeps (like the tax calculator). */
function Calculator() {
  const [salary, setSalary] = useState('10000000');
  const [status, setStatus] = useState('TK');
  const [insured, setInsured] = useState(true);
  return (
    <form>
      <input aria-label="Gaji" value={salary} onChange={(event) => setSalary(event.target.value)} />
      <select aria-label="Status" value={status} onChange={(event) => setStatus(event.target.value)}>
        <option value="TK">TK</option>
        <option value="K">K</option>
      </select>
      <input type="checkbox" aria-label="BPJS" checked={insured} onChange={(event) => setInsured(event.target.checked)} />
      <output>{`${salary} ${status} ${insured ? 'BPJS' : 'tanpa BPJS'}`}</output>
    </form>
  );
}

function Page() {
  return (
    <div>
      <HydrationBoundary>
        <header>Klob</header>
      </HydrationBoundary>
      <main>
        <HydrationBoundary>
          <Calculator />
        </HydrationBoundary>
      </main>
    </div>
  );
}

/** What a visitor does in the browser: the value changes, then the browser's own event. */
function typeInto(field: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
function choose(field: HTMLSelectElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

let container: HTMLElement;
let root: Root | null = null;
beforeEach(() => {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

test('issue 25: what a visitor typed, chose and ticked in the server markup before React listened reaches the component once its part is taken over', async () => {
  typeInto(screen.getByLabelText<HTMLInputElement>('Gaji'), '20.000.000');
  choose(screen.getByLabelText<HTMLSelectElement>('Status'), 'K');
  screen.getByLabelText<HTMLInputElement>('BPJS').click();

  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('20.000.000 K tanpa BPJS'));
  expect(screen.getByLabelText('Gaji')).toHaveValue('20.000.000');
  expect(screen.getByLabelText('Status')).toHaveValue('K');
  expect(screen.getByLabelText('BPJS')).not.toBeChecked();
});

test('issue 25: a value typed while its part is still server markup (React takes the part over for the event) reaches the component', async () => {
  const output = container.querySelector('output')!;
  root = hydrateRoot(container, <Page />);
  // Before the low-priority take-over of the boundaries: the event itself makes React take the part over.
  typeInto(screen.getByLabelText<HTMLInputElement>('Gaji'), '15.000.000');
  screen.getByLabelText<HTMLInputElement>('BPJS').click();
  await waitFor(() => expect(output).toHaveTextContent('15.000.000 TK tanpa BPJS'));

  // From then on the field is React's as usual.
  act(() => typeInto(screen.getByLabelText<HTMLInputElement>('Gaji'), '16.000.000'));
  expect(output).toHaveTextContent('16.000.000 TK tanpa BPJS');
  act(() => screen.getByLabelText<HTMLInputElement>('BPJS').click());
  expect(output).toHaveTextContent('16.000.000 TK BPJS');
});
