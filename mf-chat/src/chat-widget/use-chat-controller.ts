import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useServices, useUnitProps, type AuthStateChannel } from '@klob/shared';
import { createChatApi } from './chat-api';
import { ChatController, type ChatState } from './chat-controller';
import { CHAT_NAMESPACE } from './chat-namespace';
import { openChatSocket } from './chat-socket';
import { createOutbox } from './outbox';
import { companyIdOfPage, candidateIdOfPage, wantsChatOpen } from './page-context';

/** The signed-in user's id from the bus, following sign-in and sign-out. */
export function useSignedInUserId(): string | null {
  const { bus } = useServices();
  const read = (auth: AuthStateChannel) => (auth.isAuthenticated ? (auth.user?.userId ?? null) : null);
  const [userId, setUserId] = useState(() => read(bus.getState('auth')));
  useEffect(() => {
    const subscription = bus.state('auth').subscribe((auth) => setUserId(read(auth)));
    return () => subscription.unsubscribe();
  }, [bus]);
  return userId;
}

/**
 * The widget's controller for one user: created on mount, disposed (socket closed, listeners
 * and timers gone) on unmount or when the user changes. Follows the page: the path closes the
 * panel, a company page's ?chat=on opens it, a candidate's profile switches to the admin chat.
 */
export function useChatController(userId: string): { controller: ChatController; state: ChatState } {
  const services = useServices();
  const { pathname, query } = useUnitProps();
  // Built without side effects; the effect below starts it (socket, calls) and disposes of it.
  const controller = useMemo(
    () =>
      new ChatController({
        userId,
        api: createChatApi(services.http.service),
        bus: services.bus,
        outbox: createOutbox(userId, () => services.bus.getState('auth').user?.userId === userId),
        connect: () => openChatSocket({ socketUrl: services.config.socketUrl, userId, getToken: () => services.auth.getIdToken() }),
        texts: { emptyMessage: () => services.i18n.t('conversation.emptyMessage', { ns: CHAT_NAMESPACE }) },
      }),
    [userId, services],
  );

  useEffect(() => {
    void controller.start();
    const openChat = services.bus
      .on('openChat')
      .subscribe(({ corporateId, vacancy }) => void controller.openCompany(corporateId, vacancy ?? null));
    return () => {
      openChat.unsubscribe();
      controller.dispose();
    };
  }, [controller, services]);

  // The panel closes when the page changes (S2-2-10), not when the widget mounts: a chat asked for before it had
  // mounted (a job page's button pressed first, the bus holds that openChat) opened in the effect above and stays.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current !== pathname) controller.pathChanged();
    shownPath.current = pathname;
    controller.setCandidate(candidateIdOfPage(pathname, userId));
    const corporateId = companyIdOfPage(pathname, query);
    if (corporateId && wantsChatOpen(query)) void controller.openCompany(corporateId);
    // The query is read with the path: a changed ?chat= alone does not reopen the panel.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller, pathname, userId]);

  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  return { controller, state };
}
