import { createShellStorage } from '../auth/shell-storage';
import { rememberedTimeZone } from './remembered-time-zone';

beforeEach(() => window.localStorage.clear());

function hiddenPage() {
  let visibilityState: DocumentVisibilityState = 'visible';
  const target = new EventTarget();
  return {
    page: {
      addEventListener: target.addEventListener.bind(target),
      get visibilityState() {
        return visibilityState;
      },
    } as Pick<Document, 'addEventListener' | 'visibilityState'>,
    hide() {
      visibilityState = 'hidden';
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

test('a browser that never read its zone reads it when first asked, and keeps it for the next visit', () => {
  const readZone = jest.fn(() => 'Asia/Makassar');
  const zone = rememberedTimeZone(createShellStorage().timeZone, readZone, hiddenPage().page);
  expect(readZone).not.toHaveBeenCalled();
  expect(zone()).toBe('Asia/Makassar');
  expect(zone()).toBe('Asia/Makassar');
  expect(readZone).toHaveBeenCalledTimes(1);
  expect(window.localStorage.getItem('timeZone')).toBe('Asia/Makassar');
});

test('the zone kept from an earlier visit is sent without reading it; hiding the page reads it again', () => {
  window.localStorage.setItem('timeZone', 'Asia/Jakarta');
  const readZone = jest.fn(() => 'Asia/Jayapura');
  const { page, hide } = hiddenPage();
  const zone = rememberedTimeZone(createShellStorage().timeZone, readZone, page);
  expect(zone()).toBe('Asia/Jakarta');
  expect(readZone).not.toHaveBeenCalled();
  hide();
  expect(zone()).toBe('Asia/Jayapura');
  expect(window.localStorage.getItem('timeZone')).toBe('Asia/Jayapura');
});

test('what is kept is sent only if it looks like a zone name (it goes into a request header)', () => {
  window.localStorage.setItem('timeZone', 'Asia/Jakarta\r\nX-Evil: 1');
  const zone = rememberedTimeZone(createShellStorage().timeZone, () => 'Asia/Jakarta', hiddenPage().page);
  expect(zone()).toBe('Asia/Jakarta');
  expect(window.localStorage.getItem('timeZone')).toBe('Asia/Jakarta');
});
