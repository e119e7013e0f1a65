import { lazy, startTransition, Suspense, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, waitFor } from '@testing-library/react';
import { keepInputDuringTakeOver } from './input-during-take-over';

function SalaryForm() {
  const [salary, setSalary] = useState('5000000');
  const [insured, setInsured] = useState(false);
  const [province, setProvince] = useState('');
  return (
    <form>
      <select aria-label="province" value={province} onChange={(event) => setProvince(event.target.value)}>
        <option value="">Semua</option>
        <option value="JAWA BARAT">Jawa Barat</option>
      </select>
      <input aria-label="salary" value={salary} onChange={(event) => setSalary(event.target.value)} />
      <input aria-label="insured" type="checkbox" checked={insured} onChange={(event) => setInsured(event.target.checked)} />
      <output>{`${salary} ${insured ? 'insured' : 'not insured'}${province ? ` in ${province}` : ''}`}</output>
    </form>
  );
}

const nativeValueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

/** What a browser's autofill or a test's fill does: the value changes, then `input` fires, with no key pressed before. */
function fillWithoutKeys(field: HTMLInputElement, value: string) {
  nativeValueSetter.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  container = document.createElement('div');
  container.innerHTML = renderToString(<SalaryForm />);
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

/** The take-over as bootstrap.tsx starts it: a transition React does in slices, not yet done when this returns. */
function takeOverInATransition() {
  startTransition(() => {
    root = hydrateRoot(container, <SalaryForm />);
  });
}

const field = (name: string) => container.querySelector<HTMLInputElement>(`[aria-label="${name}"]`)!;
const select = (name: string) => container.querySelector<HTMLSelectElement>(`[aria-label="${name}"]`)!;
const output = () => container.querySelector('output')!.textContent;

test('issue 25: a value filled in while the page is being taken over reaches the page once React has the field', async () => {
  keepInputDuringTakeOver(container);
  takeOverInATransition();
  fillWithoutKeys(field('salary'), '7500000');
  await waitFor(() => expect(output()).toBe('7500000 not insured'));
  expect(field('salary').value).toBe('7500000');
});

test('issue 25: a box ticked while the page is being taken over is ticked on the page once React has it', async () => {
  keepInputDuringTakeOver(container);
  takeOverInATransition();
  field('insured').click();
  await waitFor(() => expect(output()).toBe('5000000 insured'));
  expect(field('insured').checked).toBe(true);
});

test('a value typed after the take-over is handled by React alone, once', async () => {
  keepInputDuringTakeOver(container);
  takeOverInATransition();
  await waitFor(() => expect(Object.keys(field('salary')).some((key) => key.startsWith('__reactFiber$'))).toBe(true));
  const inputs: string[] = [];
  container.addEventListener('input', (event) => inputs.push((event.target as HTMLInputElement).value));
  fillWithoutKeys(field('salary'), '6000000');
  await waitFor(() => expect(output()).toBe('6000000 not insured'));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(inputs).toEqual(['6000000']);
});

test("issue 25: a box ticked and a province chosen while the page's code is still on its way reach the page once the code is in", async () => {
  // The server rendered the page inside its Suspense boundary; in the browser the page is a lazy chunk not yet loaded.
  container.innerHTML = renderToString(
    <Suspense fallback={null}>
      <SalaryForm />
    </Suspense>,
  );
  let arrive: (module: { default: ComponentType }) => void = () => undefined;
  const LatePage = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
  keepInputDuringTakeOver(container);
  startTransition(() => {
    root = hydrateRoot(
      container,
      <Suspense fallback={null}>
        <LatePage />
      </Suspense>,
    );
  });
  const box = field('insured');
  for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup']) box.dispatchEvent(new MouseEvent(type, { bubbles: true }));
  box.click();
  expect(box.checked).toBe(true);
  // A province chosen as a script or the keyboard does: the option, then `input` and `change`.
  select('province').value = 'JAWA BARAT';
  for (const type of ['input', 'change']) select('province').dispatchEvent(new Event(type, { bubbles: true }));
  await act(async () => arrive({ default: SalaryForm }));
  await waitFor(() => expect(output()).toBe('5000000 insured in JAWA BARAT'));
  expect(field('insured').checked).toBe(true);
});

test('issue 25: a value typed before the app listened at all reaches the page once React has the field', async () => {
  nativeValueSetter.call(field('salary'), '8000000');
  keepInputDuringTakeOver(container);
  takeOverInATransition();
  await waitFor(() => expect(output()).toBe('8000000 not insured'));
});

/** A page whose server render differs from the browser's (another stored choice): React renders it afresh. */
function GreetedSalaryForm({ greeting }: { greeting: string }) {
  return (
    <>
      <p>{greeting}</p>
      <SalaryForm />
    </>
  );
}

/**
 * The server's page (greeted "Halo") taken over by a browser that greets "Hai", so React renders it afresh; the entry
 * is kept from the start, as the shell's start-up does. Answers the server's field named `name`.
 */
function takeOverAfresh(Page: ComponentType<{ greeting: string }>, name: string): HTMLInputElement {
  container.innerHTML = renderToString(<Page greeting="Halo" />);
  keepInputDuringTakeOver(container);
  const serverField = field(name);
  startTransition(() => {
    root = hydrateRoot(container, <Page greeting="Hai" />, { onRecoverableError: () => undefined });
  });
  return serverField;
}

test('issue 25: a value filled in while a page that differs in the browser is rendered afresh reaches the new page', async () => {
  const serverField = takeOverAfresh(GreetedSalaryForm, 'salary');
  fillWithoutKeys(serverField, '7500000');
  await waitFor(() => expect(output()).toBe('7500000 not insured'));
  expect(field('salary')).not.toBe(serverField);
  expect(field('salary').value).toBe('7500000');
});

/** A remote's slot as the shell renders it: the server's markup as HTML, never React's, until its unit takes it over. */
function GreetedSlot({ greeting }: { greeting: string }) {
  return (
    <>
      <p>{greeting}</p>
      <div dangerouslySetInnerHTML={{ __html: '<form><input aria-label="position" name="q" value=""></form>' }} />
    </>
  );
}

test("issue 25: a value filled into a slot's server markup while the page is rendered afresh is in the slot's new markup, for its unit", async () => {
  const serverField = takeOverAfresh(GreetedSlot, 'position');
  fillWithoutKeys(serverField, 'Analis Laboratorium');
  await waitFor(() => expect(field('position')).not.toBe(serverField));
  await waitFor(() => expect(field('position').value).toBe('Analis Laboratorium'));
});
