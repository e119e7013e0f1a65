import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createTestI18n } from '@klob/shared/testing';
import { loadUnitModule } from '../remotes/federation';
import { holdUnitLoads, mfSearchPage } from '../testing/hold-unit-loads';
import { listenForLinkIntents } from './link-preload';

jest.mock('../remotes/federation', () => ({ loadUnitModule: jest.fn() }));
// The shell's chunk for remote pages: its own imports are not this test's concern.
jest.mock('../routes/remote-or-dynamic-page', () => ({}));

function Links() {
  return (
    <>
      <a href="/jobs">Lowongan</a>
      {/* As the router's links do: the click is the app's, not the browser's. */}
      <a href="/cari-lowongan" onClick={(event) => event.preventDefault()}>
        Cari
      </a>
      <a href="/lowongan-terbaru">Terbaru</a>
      <a href="/tentang-kami">Tentang</a>
      <a href="https://business.klob.id/jobs">Organisasi</a>
    </>
  );
}

let stopListening: () => void;
beforeEach(() => {
  holdUnitLoads(mfSearchPage('/jobs', 'jobs-page'));
  stopListening = listenForLinkIntents();
});
afterEach(() => stopListening());

test("hovering or focusing a link to a remote's page loads that page's unit and its header's search box before the click, once", async () => {
  render(<Links />);
  fireEvent.pointerOver(screen.getByText('Lowongan'));
  await waitFor(() => expect(loadUnitModule).toHaveBeenCalledWith({ remote: 'mf_search', unit: 'jobs-page' }));
  expect(loadUnitModule).toHaveBeenCalledWith({ remote: 'mf_search', unit: 'search-box' });
  fireEvent.focusIn(screen.getByText('Lowongan'));
  await Promise.resolve();
  expect(loadUnitModule).toHaveBeenCalledTimes(2);
});

test('a link followed without hover or focus starts loading its page on the click, before the route changes', async () => {
  holdUnitLoads(mfSearchPage('/cari-lowongan', 'search-page'));
  render(<Links />);
  fireEvent.click(screen.getByText('Cari'));
  await waitFor(() => expect(loadUnitModule).toHaveBeenCalledWith({ remote: 'mf_search', unit: 'search-page' }));
});

test('a link to a shell page or another site loads no remote', async () => {
  render(<Links />);
  fireEvent.pointerOver(screen.getByText('Tentang'));
  fireEvent.focusIn(screen.getByText('Organisasi'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(loadUnitModule).not.toHaveBeenCalled();
});

test("a page read ahead gets its remote's code once its first screen is in hand, not beside it", async () => {
  holdUnitLoads(mfSearchPage('/lowongan-terbaru', 'jobs-page'));
  stopListening();
  stopListening = listenForLinkIntents(createTestI18n());
  let answer: (response: Response) => void = () => undefined;
  const fetchPage = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
  const realFetch = globalThis.fetch;
  globalThis.fetch = fetchPage as typeof fetch;
  try {
    render(<Links />);
    fireEvent.pointerOver(screen.getByText('Terbaru'));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledWith('/lowongan-terbaru', { headers: { accept: 'text/html' } }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadUnitModule).not.toHaveBeenCalled();
    // jsdom has no Response: what the read-ahead reads of one.
    answer({ ok: true, redirected: false, text: async () => '<html><body></body></html>' } as Response);
    await waitFor(() => expect(loadUnitModule).toHaveBeenCalledWith({ remote: 'mf_search', unit: 'jobs-page' }));
  } finally {
    globalThis.fetch = realFetch;
  }
});
