import { lazy, Suspense } from 'react';
import { federationIdOf } from '@klob/shared';
import type { RemoteUnitProps } from './remote-unit';
import { LoadingSlot } from './loading-slot';

const RemoteUnit = lazy(() =>
  import(/* webpackChunkName: "remote-unit" */ './remote-unit').then((module) => ({ default: module.RemoteUnit })),
);

/**
 * The page shell's slots (header search box, community popup, chat widget): a RemoteUnit whose code, with
 * single-spa, loads when the slot first renders, so a page that mounts no remote (`/` for a visitor)
 * carries none of it. While it loads the slot looks as RemoteUnit's own loading state does.
 */
export function LazyRemoteUnit(props: RemoteUnitProps) {
  return (
    <Suspense fallback={<LoadingSlot className={props.className} unitId={federationIdOf(props.unit)} remote={props.unit.remote} />}>
      <RemoteUnit {...props} />
    </Suspense>
  );
}
