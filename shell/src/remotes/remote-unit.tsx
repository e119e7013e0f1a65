import { useEffect, useState } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type LifeCycles } from 'single-spa';
import { SlotFallback, type UnitProps, type UnitRef } from '@klob/shared';
import { useShellServices } from '../app/shell-services-context';
import { loadUnitModule, resetRemote } from './federation';
import { guardLifecycles } from './guarded-lifecycles';

export interface RemoteUnitProps {
  unit: UnitRef;
  params?: UnitProps['params'];
  query?: UnitProps['query'];
  pathname: string;
  className?: string;
}

type SlotState = { status: 'loading' } | { status: 'ready'; lifecycles: LifeCycles<UnitProps> } | { status: 'failed' };

/**
 * One slot of the page where a remote's unit is mounted as a single-spa parcel.
 * If the unit cannot load (server down, 404, timeout) or throws while mounting,
 * only this slot shows the fallback; retry asks the runtime to fetch it afresh.
 */
export function RemoteUnit({ unit, params = {}, query = {}, pathname, className }: RemoteUnitProps) {
  const services = useShellServices();
  const [attempt, setAttempt] = useState(0);
  const [slot, setSlot] = useState<SlotState>({ status: 'loading' });
  const { remote, unit: unitName } = unit;

  useEffect(() => {
    let cancelled = false;
    const fail = (error: unknown) => {
      console.error(`[klob] unit ${remote}/${unitName} failed`, error);
      if (!cancelled) setSlot({ status: 'failed' });
    };
    setSlot({ status: 'loading' });
    loadUnitModule<LifeCycles<UnitProps>>({ remote, unit: unitName } as UnitRef).then((lifecycles) => {
      if (!cancelled) setSlot({ status: 'ready', lifecycles: guardLifecycles(lifecycles, fail) });
    }, fail);
    return () => {
      cancelled = true;
    };
  }, [remote, unitName, attempt]);

  if (slot.status === 'failed') {
    const retry = () => {
      resetRemote(remote);
      setAttempt((n) => n + 1);
    };
    return <SlotFallback unitName={unitName} onRetry={retry} />;
  }
  if (slot.status === 'loading') return <div className={className} aria-busy="true" data-unit={`${remote}/${unitName}`} />;
  return (
    <Parcel
      key={attempt}
      config={slot.lifecycles}
      mountParcel={mountRootParcel}
      wrapWith="div"
      wrapClassName={className}
      services={services}
      params={params}
      query={query}
      pathname={pathname}
    />
  );
}
