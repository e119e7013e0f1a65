import { fireEvent, render } from '@testing-library/react';
import { createFirstScreenHandover } from './first-screen-handover';

const MARKUP = '<div><form><input name="q" value=""/><button type="button">Cari</button></form><a href="/jobs">Semua</a></div>';

test('what a visitor did on the server markup before the unit mounted is done again on the unit: typed text, focus and clicks; links navigate as they are', () => {
  const handover = createFirstScreenHandover();
  const { container } = render(
    <>
      <div data-testid="server" onClickCapture={handover.onClickCapture} dangerouslySetInnerHTML={{ __html: MARKUP }} />
      <div data-testid="mounted" dangerouslySetInnerHTML={{ __html: MARKUP }} />
    </>,
  );
  const [server, mounted] = [...container.children] as HTMLElement[];
  const typed = server!.querySelector('input')!;
  typed.value = 'desainer';
  typed.focus();
  const clicked: string[] = [];
  mounted!.querySelector('button')!.addEventListener('click', () => clicked.push('mounted button'));
  fireEvent.click(server!.querySelector('button')!);
  const link = fireEvent.click(server!.querySelector('a')!);

  handover.takeFrom(server!, mounted!);
  handover.handOver();
  expect(mounted!.querySelector('input')!.value).toBe('desainer');
  expect(document.activeElement).toBe(mounted!.querySelector('input'));
  expect(clicked).toEqual(['mounted button']);
  // The link's click was not held: its default (navigation) went ahead.
  expect(link).toBe(true);
});
