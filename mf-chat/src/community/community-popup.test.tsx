import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bindLanguageToBus, HttpError, type KlobServices, type ToastEvent } from '@klob/shared';
import { COMMUNITY_INVITATION_LIST_NUMBER } from '@klob/shared/constants';
import { ACTIVITY_CLICKS } from '@klob/shared/api-contract/platform';
import { createTestUnitProps, mountUnit } from '@klob/shared/testing';
import communityPopupUnit from '../expose/community-popup';
import { COMMUNITY_INVITATIONS_PATH, COMMUNITY_VACANCY_CODE_PARAM } from './community-api';
import { ACTIVITY_ACTION_PATH } from './click-tracking';
import { INVITATIONS, SIGNED_IN, communityText, createCommunityServices, invitationsAnswer } from './community-test-support';

let unmounts: Array<() => Promise<void>> = [];
let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.history.pushState({}, '', '/jobs?q=designer');
});

afterEach(async () => {
  for (const unmount of unmounts) await unmount();
  unmounts = [];
  jest.restoreAllMocks();
});

async function mountPopup(services: KlobServices, query: Record<string, string> = {}) {
  const mounted = await mountUnit(communityPopupUnit, createTestUnitProps({ services, query }), { name: 'community-popup-test' });
  const unmount = () => mounted.unmount();
  unmounts.push(unmount);
  return async () => {
    unmounts = unmounts.filter((other) => other !== unmount);
    await unmount();
  };
}

const TOGGLE_LABELS = (['id', 'en'] as const).flatMap((language) => [
  communityText(language, 'button.open'),
  communityText(language, 'button.close'),
]);
/** The floating button, whatever its state and language. */
const toggleButton = () => screen.getByRole('button', { name: (name) => TOGGLE_LABELS.includes(name) });
const popup = () => screen.queryByRole('dialog', { name: communityText('id', 'popup.title') });

/** Lets the user click a link without jsdom trying to navigate; records whether anything blocked the click. */
function recordLinkClicks(): { prevented: boolean[] } {
  const record = { prevented: [] as boolean[] };
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('a')) return;
    record.prevented.push(event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener('click', onClick);
  unmounts.push(async () => document.removeEventListener('click', onClick));
  return record;
}

describe('community popup', () => {
  test('S2-2-54 the floating button opens and closes the popup, with aria-expanded, aria-controls and a translated label', async () => {
    const user = userEvent.setup();
    await mountPopup(createCommunityServices().services);

    const button = screen.getByRole('button', { name: communityText('id', 'button.open') });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveTextContent(communityText('id', 'button.label'));
    expect(popup()).not.toBeInTheDocument();

    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: communityText('id', 'popup.title') });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName(communityText('id', 'button.close'));
    expect(button).toHaveAttribute('aria-controls', dialog.id);

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(popup()).not.toBeInTheDocument();
  });

  test('S2-2-54 the close button inside the popup closes it and returns the focus to the floating button', async () => {
    const user = userEvent.setup();
    await mountPopup(createCommunityServices().services);

    await user.click(toggleButton());
    await user.click(within(popup()!).getByRole('button', { name: communityText('id', 'popup.close') }));

    expect(popup()).not.toBeInTheDocument();
    expect(toggleButton()).toHaveFocus();
  });

  test('S2-1-03 S2-3-19 S2-9-09 the popup lists the invitation links of list 2, named by channelName_id, opening in a new tab', async () => {
    const user = userEvent.setup();
    const { services, base } = createCommunityServices();
    await mountPopup(services);

    await user.click(toggleButton());
    const links = await within(popup()!).findAllByRole('link');

    expect(base.requests[0]?.url).toBe(`/rest/open/community/telegram/${COMMUNITY_INVITATION_LIST_NUMBER}`);
    expect(links).toHaveLength(INVITATIONS.length);
    INVITATIONS.forEach((invitation, index) => {
      const link = links[index]!;
      expect(link).toHaveTextContent(invitation.channelName_id);
      expect(link).toHaveAttribute('href', invitation.invitationLink);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });

  test('S2-3-19 in English the links are named by channelName_en and the texts are English', async () => {
    const user = userEvent.setup();
    await mountPopup(createCommunityServices({ language: 'en' }).services);

    await user.click(screen.getByRole('button', { name: communityText('en', 'button.open') }));

    expect(screen.getByRole('dialog', { name: communityText('en', 'popup.title') })).toBeInTheDocument();
    for (const invitation of INVITATIONS)
      expect(await screen.findByRole('link', { name: new RegExp(invitation.channelName_en) })).toBeInTheDocument();
  });

  test('S2-3-19 a language switch on the bus re-renders the channel names and texts without remounting', async () => {
    const user = userEvent.setup();
    const { services } = createCommunityServices();
    const unbind = bindLanguageToBus(services.i18n, services.bus);
    unmounts.push(async () => unbind());
    await mountPopup(services);
    await user.click(toggleButton());
    expect(await screen.findByRole('link', { name: new RegExp(INVITATIONS[0]!.channelName_id) })).toBeInTheDocument();

    await act(async () => services.bus.setState('language', 'en'));

    await waitFor(() => expect(screen.getByRole('link', { name: new RegExp(INVITATIONS[0]!.channelName_en) })).toBeInTheDocument());
    expect(screen.queryByText(INVITATIONS[0]!.channelName_id)).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: communityText('en', 'popup.title') })).toBeInTheDocument();
    expect(toggleButton()).toHaveAccessibleName(communityText('en', 'button.close'));
  });

  test('S2-7-10 the klobVacancyCode of the unit query is passed to the community call', async () => {
    const { services, base } = createCommunityServices();
    await mountPopup(services, { [COMMUNITY_VACANCY_CODE_PARAM]: 'JV-2024-001' });

    await waitFor(() => expect(base.requests).toHaveLength(1));
    expect(base.requests[0]?.options?.params).toEqual({ klobVacancyCode: 'JV-2024-001' });
  });

  test('S2-7-10 without a vacancy code the community call has no query params', async () => {
    const { services, base } = createCommunityServices();
    await mountPopup(services);

    await waitFor(() => expect(base.requests).toHaveLength(1));
    expect(base.requests[0]?.options?.params).toBeUndefined();
  });

  test('the popup shows a loading state until the invitations arrive', async () => {
    const user = userEvent.setup();
    const { services, base } = createCommunityServices();
    let answer: (body: unknown) => void = () => undefined;
    base.on('GET', COMMUNITY_INVITATIONS_PATH, () => new Promise((resolve) => (answer = resolve)));
    await mountPopup(services);

    await user.click(toggleButton());
    expect(within(popup()!).getByRole('status')).toHaveTextContent(communityText('id', 'popup.loading'));
    expect(within(popup()!).queryByRole('link')).not.toBeInTheDocument();

    await act(async () => answer(invitationsAnswer(INVITATIONS)));
    expect(within(popup()!).queryByRole('status')).not.toBeInTheDocument();
    expect(within(popup()!).getAllByRole('link')).toHaveLength(INVITATIONS.length);
  });

  test('S2-8-12 a failed community call is only logged: no toast, the button still works and the popup shows its empty state', async () => {
    const user = userEvent.setup();
    const { services, base } = createCommunityServices();
    const failure = new HttpError(500, 'Internal Server Error', { message: 'boom' });
    base.on('GET', COMMUNITY_INVITATIONS_PATH, failure);
    const toasts: ToastEvent[] = [];
    const subscription = services.bus.on('toast').subscribe((toast) => toasts.push(toast));
    unmounts.push(async () => subscription.unsubscribe());
    await mountPopup(services);

    await waitFor(() => expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('community'), failure));
    await user.click(toggleButton());

    expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
    expect(within(popup()!).getByText(communityText('id', 'popup.empty'))).toBeInTheDocument();
    expect(within(popup()!).queryByRole('link')).not.toBeInTheDocument();
    expect(toasts).toEqual([]);
  });

  test('an empty invitation list shows the empty state', async () => {
    const user = userEvent.setup();
    const { services, base } = createCommunityServices();
    base.on('GET', COMMUNITY_INVITATIONS_PATH, invitationsAnswer([]));
    await mountPopup(services);

    await user.click(toggleButton());

    expect(await within(popup()!).findByText(communityText('id', 'popup.empty'))).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  test('S2-7-24 S2-7-27 opening the popup tracks entity community, entityId button-community, with referer and user; closing does not', async () => {
    const user = userEvent.setup();
    const { services, service } = createCommunityServices({ auth: SIGNED_IN });
    await mountPopup(services);

    await user.click(toggleButton());
    await user.click(toggleButton());

    await waitFor(() => expect(service.requests).toHaveLength(1));
    expect(service.requests[0]).toMatchObject({
      method: 'POST',
      url: ACTIVITY_ACTION_PATH,
      options: {
        params: {
          entity: ACTIVITY_CLICKS.communityButton.entity,
          entityId: 'button-community',
          referer: 'http://localhost/jobs?q=designer',
          user: 'user-42',
        },
      },
    });
    expect(ACTIVITY_CLICKS.communityButton.entity).toBe('community');
  });

  test('S2-7-25 S2-7-27 clicking an invitation link tracks entity community, entityId invitation-page, with referer and user, and the link still opens', async () => {
    const user = userEvent.setup();
    const { services, service } = createCommunityServices({ auth: SIGNED_IN });
    await mountPopup(services);
    const clicks = recordLinkClicks();

    await user.click(toggleButton());
    await user.click(await screen.findByRole('link', { name: new RegExp(INVITATIONS[1]!.channelName_id) }));

    await waitFor(() => expect(service.requests).toHaveLength(2));
    expect(service.requests[1]?.options?.params).toEqual({
      entity: 'community',
      entityId: ACTIVITY_CLICKS.communityInvitation.entityId,
      referer: 'http://localhost/jobs?q=designer',
      user: 'user-42',
    });
    expect(ACTIVITY_CLICKS.communityInvitation.entityId).toBe('invitation-page');
    expect(clicks.prevented).toEqual([false]);
  });

  test('S2-7-27 a failed tracking call is only logged and blocks neither the popup nor the link', async () => {
    const user = userEvent.setup();
    const { services, service } = createCommunityServices({ auth: SIGNED_IN });
    const failure = new HttpError(500, 'Internal Server Error', null);
    service.on('POST', ACTIVITY_ACTION_PATH, failure);
    await mountPopup(services);
    const clicks = recordLinkClicks();

    await user.click(toggleButton());
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('link', { name: new RegExp(INVITATIONS[0]!.channelName_id) }));

    await waitFor(() => expect(consoleError).toHaveBeenCalledTimes(2));
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('button-community'), failure);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('invitation-page'), failure);
    expect(clicks.prevented).toEqual([false]);
  });

  test('a visitor’s clicks are not tracked (/rest/post/* needs a signed-in user)', async () => {
    const user = userEvent.setup();
    const { services, service } = createCommunityServices();
    await mountPopup(services);
    recordLinkClicks();

    await user.click(toggleButton());
    await user.click(await screen.findByRole('link', { name: new RegExp(INVITATIONS[0]!.channelName_id) }));

    expect(service.requests).toEqual([]);
  });

  test('S2-2-54 Escape closes the popup and returns the focus to the floating button', async () => {
    const user = userEvent.setup();
    await mountPopup(createCommunityServices().services);

    await user.click(toggleButton());
    const link = await screen.findByRole('link', { name: new RegExp(INVITATIONS[0]!.channelName_id) });
    link.focus();
    await user.keyboard('{Escape}');

    expect(popup()).not.toBeInTheDocument();
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    expect(toggleButton()).toHaveFocus();
  });

  test('S2-2-54 a press outside closes the popup; a press inside keeps it open', async () => {
    const user = userEvent.setup();
    await mountPopup(createCommunityServices().services);
    const outside = document.createElement('button');
    outside.textContent = 'outside';
    document.body.appendChild(outside);
    unmounts.push(async () => outside.remove());

    await user.click(toggleButton());
    await user.click(within(popup()!).getByRole('heading', { name: communityText('id', 'popup.title') }));
    expect(popup()).toBeInTheDocument();

    await user.click(outside);
    expect(popup()).not.toBeInTheDocument();
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
  });

  test('unmounting removes the document listeners and aborts a pending community call without logging it', async () => {
    const user = userEvent.setup();
    const { services, base } = createCommunityServices();
    base.on('GET', COMMUNITY_INVITATIONS_PATH, () => new Promise(() => undefined));
    const added = jest.spyOn(document, 'addEventListener');
    const removed = jest.spyOn(document, 'removeEventListener');
    const unmount = await mountPopup(services);
    await user.click(toggleButton());
    const popupListeners = added.mock.calls.filter(([type]) => type === 'pointerdown' || type === 'keydown');
    expect(popupListeners).toHaveLength(2);

    await unmount();

    for (const [type, listener] of popupListeners) expect(removed).toHaveBeenCalledWith(type, listener);
    expect(base.requests[0]?.options?.signal?.aborted).toBe(true);
    expect(screen.queryByTestId('community-popup')).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
