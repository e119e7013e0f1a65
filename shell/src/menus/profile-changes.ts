import { useEffect } from 'react';
import { sharedReads, useServices, type KlobServices } from '@klob/shared';
import { PROFILE_PATHS, type ProfileHeader } from '@klob/shared/api-contract/content';
import { getResult } from '@klob/shared/api-contract/envelope';

/** The user's photo on the bus, read from their profile header: the sign-in's answer had the one of then. */
async function rereadProfilePhoto({ http, bus }: Pick<KlobServices, 'http' | 'bus'>, userId: string): Promise<void> {
  try {
    const header = await getResult<ProfileHeader>(http.service, PROFILE_PATHS.header(userId));
    const auth = bus.getState('auth');
    if (auth.user?.userId === userId)
      bus.setState('auth', { ...auth, user: { ...auth.user, profilePictureUrl: header.profilePictureUrl } });
  } catch (error) {
    console.warn('[klob] the changed profile could not be read', error);
  }
}

/**
 * A remote changed the signed-in user's profile (`profileChanged`, mf-journey's photo and video saves): the header's
 * avatar shows the new photo and its ring the new completion without a reload. Mounted once, with the header.
 */
export function useFollowProfileChanges(): void {
  const services = useServices();
  useEffect(() => {
    const subscription = services.bus.on('profileChanged').subscribe(({ userId }) => {
      if (services.bus.getState('auth').user?.userId !== userId) return;
      services.pageData.invalidate(sharedReads.profileStrength(services.http.service, userId).key);
      void rereadProfilePhoto(services, userId);
    });
    return () => subscription.unsubscribe();
  }, [services]);
}
