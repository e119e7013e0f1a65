import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type KlobServices } from '@klob/shared';
import { SEARCH_DEBOUNCE_MS } from '@klob/shared/constants';
import { SEARCH_PATHS } from '@klob/shared/api-contract/search';
import { createTestUnitProps, mountUnit, type RecordedRequest } from '@klob/shared/testing';
import searchBoxUnit from '../expose/search-box';
import { createSearchServices, envelope, groups, suggestion } from '../common/search-test-support';

const HISTORY = ['UI/UX Designer', 'data analyst'];
const DEV_GROUPS = groups({
  jobVacancy: [
    suggestion({}),
    suggestion({ id: 'KLV-0040', text: 'Developer Relations', anonym: true, corporateId: 'klob', corporateName: 'Klob' }),
  ],
  ensiklobedia: [
    suggestion({ type: 'ensiklobedia', id: 'ENS-0007', text: 'Jadi Developer Andal', corporateId: null, corporateName: null }),
  ],
});

let unmounts: Array<() => Promise<void>> = [];

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  jest.useRealTimers();
  for (const unmount of unmounts) await unmount();
  unmounts = [];
  jest.restoreAllMocks();
});

async function mountBox(services: KlobServices) {
  const mounted = await mountUnit(searchBoxUnit, createTestUnitProps({ services, pathname: '/' }), { name: 'search-box-test' });
  unmounts.push(() => mounted.unmount());
  // Mounted with real timers (single-spa and React schedule on them); the typing runs on fake ones.
  jest.useFakeTimers();
  return mounted;
}

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const box = () => screen.getByRole('combobox', { name: 'Cari di Klob' });
const suggestionCalls = (requests: RecordedRequest[]) => requests.filter((request) => request.url === SEARCH_PATHS.suggestion);
const keywordsAsked = (requests: RecordedRequest[]) => suggestionCalls(requests).map((request) => request.options?.params?.keyword);

/** The service client answers the suggestion call from `answer(keyword)`, the history calls with success. */
function answerSuggestions(setup: ReturnType<typeof createSearchServices>, answer: (keyword: string) => unknown) {
  setup.service.on('GET', SEARCH_PATHS.suggestion, (request) => answer(String(request.options?.params?.keyword ?? '')));
  setup.service.on('GET', SEARCH_PATHS.saveHistory, envelope({ saved: true, history: [] }));
  setup.service.on('DELETE', SEARCH_PATHS.deleteHistory, envelope({ deleted: true, history: [] }));
}

describe('search box', () => {
  test('S1-4.6-01 S1-9-07 typing asks for suggestions once per 500 ms pause, with the last keyword', async () => {
    const setup = createSearchServices();
    answerSuggestions(setup, () => envelope(DEV_GROUPS));
    await mountBox(setup.services);
    const typist = user();

    await typist.type(box(), 'dev');
    expect(suggestionCalls(setup.service.requests)).toHaveLength(0);
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(suggestionCalls(setup.service.requests)).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    expect(keywordsAsked(setup.service.requests)).toEqual(['dev']);

    await typist.type(box(), 'el');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(keywordsAsked(setup.service.requests)).toEqual(['dev', 'devel']);
    expect(await screen.findByRole('option', { name: /Frontend Developer/ })).toBeInTheDocument();
  });

  test('S1-4.6-01 a late answer to an earlier keyword never replaces the answer to a newer one', async () => {
    const setup = createSearchServices();
    let answerFirst: (value: unknown) => void = () => undefined;
    answerSuggestions(setup, (keyword) =>
      keyword === 'de'
        ? new Promise((resolve) => (answerFirst = resolve))
        : envelope(groups({ jobVacancy: [suggestion({ text: 'Designer Grafis' })] })),
    );
    await mountBox(setup.services);
    const typist = user();
    await typist.type(box(), 'de');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await typist.type(box(), 's');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(await screen.findByRole('option', { name: /Designer Grafis/ })).toBeInTheDocument();

    await act(async () => answerFirst(envelope(DEV_GROUPS)));
    expect(screen.queryByRole('option', { name: /Frontend Developer/ })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Designer Grafis/ })).toBeInTheDocument();
  });

  test('S1-3-12 S1-3-13 the groups show under their titles, with thumbnails, company names and the anonymous company', async () => {
    const setup = createSearchServices();
    answerSuggestions(setup, () =>
      envelope(
        groups({
          ...DEV_GROUPS,
          jobVacancy: [suggestion({ thumbnailUrl: 'https://cdn.klob.id/logo.png' }), ...DEV_GROUPS.jobVacancy.slice(1)],
        }),
      ),
    );
    await mountBox(setup.services);
    await user().type(box(), 'dev');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    const list = await screen.findByRole('listbox');
    expect(within(list).getByText('Lowongan Kerja')).toBeInTheDocument();
    expect(within(list).getByText('Ensiklobedia')).toBeInTheDocument();
    expect(within(list).queryByText('Klob Meter')).not.toBeInTheDocument();
    const first = within(list).getByRole('option', { name: /Frontend Developer/ });
    expect(first).toHaveTextContent('PT Nusantara Digital');
    expect(first.querySelector('img')).toHaveAttribute('src', 'https://cdn.klob.id/logo.png');
    expect(within(list).getByRole('option', { name: /Developer Relations/ })).toHaveTextContent('Perusahaan Dirahasiakan');
  });

  test('S1-4.6-02 S1-4.6-03 S1-4.6-04 arrow keys move the highlight over options only, Enter opens the highlighted one', async () => {
    const setup = createSearchServices();
    answerSuggestions(setup, () => envelope(DEV_GROUPS));
    await mountBox(setup.services);
    const typist = user();
    await typist.type(box(), 'dev');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await screen.findByRole('listbox');

    const active = () => document.getElementById(box().getAttribute('aria-activedescendant') ?? '');
    await typist.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('Frontend Developer');
    expect(active()).toHaveAttribute('aria-selected', 'true');
    await typist.keyboard('{ArrowDown}{ArrowDown}');
    // The 'Ensiklobedia' title row between the two groups is skipped.
    expect(active()).toHaveTextContent('Jadi Developer Andal');
    await typist.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('Frontend Developer');
    await typist.keyboard('{ArrowUp}{ArrowUp}');
    expect(active()).toHaveTextContent('Developer Relations');

    await typist.keyboard('{Enter}');
    expect(setup.navigate).toHaveBeenCalledWith('/vacancy/klob/developer-relations/KLV-0040?id=KLV-0040&corporateId=klob');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  test('S1-4.6-08 S1-6-01 a signed-in user choosing a suggestion saves the keyword and lands on its /home page', async () => {
    const setup = createSearchServices({ signedIn: true });
    answerSuggestions(setup, (keyword) =>
      envelope(keyword ? { ...DEV_GROUPS, lastSearchKeyword: [] } : groups({ lastSearchKeyword: HISTORY })),
    );
    await mountBox(setup.services);
    const typist = user();
    await typist.type(box(), 'dev');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await typist.click(await screen.findByRole('option', { name: /Jadi Developer Andal/ }));

    expect(setup.navigate).toHaveBeenCalledWith('/home/ensiklobedia/detail-page/ENS-0007');
    const saves = setup.service.requests.filter((request) => request.url === SEARCH_PATHS.saveHistory);
    expect(saves.map((request) => request.options?.params)).toEqual([{ entity: 'ensiklobedia', keyword: 'dev' }]);
  });

  test('S1-4.6-06 an empty keyword shows only the history, under Terakhir Dicari, asked at once on focus', async () => {
    const setup = createSearchServices({ signedIn: true });
    answerSuggestions(setup, (keyword) =>
      envelope(keyword ? { ...DEV_GROUPS, lastSearchKeyword: ['data analyst'] } : groups({ lastSearchKeyword: HISTORY })),
    );
    await mountBox(setup.services);
    const typist = user();
    await typist.click(box());
    const list = await screen.findByRole('listbox');
    expect(keywordsAsked(setup.service.requests)).toEqual(['']);
    expect(within(list).getByText('Terakhir Dicari')).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(HISTORY.map((entry) => expect.stringContaining(entry)));

    await typist.type(box(), 'dev');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(await within(list).findByRole('option', { name: /Frontend Developer/ })).toBeInTheDocument();
    await typist.clear(box());
    // Whatever the last answer held, an empty keyword shows the history alone.
    expect(within(screen.getByRole('listbox')).queryByRole('option', { name: /Frontend Developer/ })).not.toBeInTheDocument();
    expect(screen.getByText('Terakhir Dicari')).toBeInTheDocument();
  });

  test('S1-4.6-09 a history entry is deleted with its button or Shift+Delete, through the delete call', async () => {
    const setup = createSearchServices({ signedIn: true });
    answerSuggestions(setup, () => envelope(groups({ lastSearchKeyword: HISTORY })));
    await mountBox(setup.services);
    const typist = user();
    await typist.click(box());
    await typist.click(await screen.findByRole('button', { name: 'Hapus "UI/UX Designer" dari riwayat' }));
    const deletes = () => setup.service.requests.filter((request) => request.method === 'DELETE').map((request) => request.options?.params);
    expect(deletes()).toEqual([{ keyword: 'UI/UX Designer' }]);
    expect(screen.queryByRole('option', { name: /UI\/UX Designer/ })).not.toBeInTheDocument();
    expect(box()).toHaveFocus();

    await typist.keyboard('{ArrowDown}{Shift>}{Delete}{/Shift}');
    expect(deletes()).toEqual([{ keyword: 'UI/UX Designer' }, { keyword: 'data analyst' }]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(setup.navigate).not.toHaveBeenCalled();
  });

  test('S1-4.6-05 clicking outside and Escape close the list', async () => {
    const setup = createSearchServices({ signedIn: true });
    answerSuggestions(setup, () => envelope(groups({ lastSearchKeyword: HISTORY })));
    await mountBox(setup.services);
    const typist = user();
    await typist.click(box());
    await screen.findByRole('listbox');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    await typist.click(document.body);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');

    await typist.click(box());
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await typist.keyboard('{Escape}');
    expect(box()).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  test('S2-2-19 Enter without a highlight runs the global search /search?q= for the typed keyword', async () => {
    const setup = createSearchServices({ signedIn: true });
    answerSuggestions(setup, () => envelope(DEV_GROUPS));
    await mountBox(setup.services);
    await user().type(box(), 'ui/ux & co{Enter}');
    expect(setup.navigate).toHaveBeenCalledWith('/search?q=ui%2Fux+%26+co');
    const saves = setup.service.requests.filter((request) => request.url === SEARCH_PATHS.saveHistory);
    expect(saves.map((request) => request.options?.params)).toEqual([{ entity: 'all', keyword: 'ui/ux & co' }]);
  });

  test('S1-8.3-02 a failed suggestion call is logged silently and the box keeps working', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const setup = createSearchServices();
    answerSuggestions(setup, (keyword) => (keyword === 'boom' ? new HttpError(500, 'Internal Server Error', null) : envelope(DEV_GROUPS)));
    await mountBox(setup.services);
    const typist = user();
    await typist.type(box(), 'boom');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        expect.stringMatching(/search-suggestions.*keyword=boom could not be loaded/),
        expect.any(HttpError),
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await typist.clear(box());
    await typist.type(box(), 'dev');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(await screen.findByRole('option', { name: /Frontend Developer/ })).toBeInTheDocument();
  });

  test('S1-6-01 visitors have no history: focusing an empty box asks nothing', async () => {
    const setup = createSearchServices();
    answerSuggestions(setup, () => envelope(DEV_GROUPS));
    await mountBox(setup.services);
    await user().click(box());
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(suggestionCalls(setup.service.requests)).toHaveLength(0);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  test('mounted where the header slot asks for the focus, the box takes it and opens', async () => {
    const setup = createSearchServices({ signedIn: true });
    answerSuggestions(setup, () => envelope(groups({ lastSearchKeyword: HISTORY })));
    const host = document.body.appendChild(document.createElement('div'));
    host.dataset.searchFocus = 'true';
    const mounted = await mountUnit(searchBoxUnit, createTestUnitProps({ services: setup.services, pathname: '/' }), {
      domElement: host.appendChild(document.createElement('div')),
    });
    unmounts.push(async () => {
      await mounted.unmount();
      host.remove();
    });
    await waitFor(() => expect(box()).toHaveFocus());
    expect(await screen.findByRole('listbox')).toHaveTextContent('Terakhir Dicari');
  });
});
