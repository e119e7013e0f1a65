import { useEffect, useMemo, useState } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type LifeCycles } from 'single-spa';
import { SlotFallback, type UnitProps, type UnitRef, useServices } from '@klob/shared';
import { loadUnitModule, resetRemote } from './federation';
import { guardLifecycles } from './guarded-lifecycles';

export interface RemoteUnitProps {
  unit: UnitRef;
  params?: UnitProps['params'];
  query?: UnitProps['query'];
  pathname: string;
  className?: string;
}

type LoadResult = { status: 'ready'; lifecycles: LifeCycles<UnitProps> } | { status: 'failed' };
type SlotState = { status: 'loading' } | LoadResult;

/**
 * One slot of the page where a remote's unit is mounted as a single-spa parcel.
 * If the unit cannot load (server down, 404, timeout) or throws while mounting,
 * only this slot shows the fallback; retry asks the runtime to fetch it afresh.
 */
export function RemoteUnit({ unit, params = {}, query = {}, pathname, className }: RemoteUnitProps) {
  const shellServices = useServices();
  const { remote, unit: unitName } = unit;
  // The unit writes on the bus as its remote: the bus refuses it the shell's channels (docs/ARCHITECTURE.md "Bus channels").
  const services = useMemo(() => ({ ...shellServices, bus: shellServices.bus.as(remote) }), [shellServices, remote]);
  const [attempt, setAttempt] = useState(0);
  // Each load attempt has its key; a result of an older attempt or unit is never shown.
  const loadKey = `${remote}/${unitName}#${attempt}`;
  const [loaded, setLoaded] = useState<{ key: string; result: LoadResult } | null>(null);
  const slot: SlotState = loaded?.key === loadKey ? loaded.result : { status: 'loading' };

  useEffect(() => {
    let cancelled = false;
    const settle = (result: LoadResult) => {
      if (!cancelled) setLoaded({ key: loadKey, result });
    };
    const fail = (error: unknown) => {
      console.error(`[klob] unit ${loadKey} failed`, error);
      settle({ status: 'failed' });
    };
    loadUnitModule({ remote, unit: unitName } as UnitRef).then(
      (lifecycles) => settle({ status: 'ready', lifecycles: guardLifecycles(lifecycles, fail) }),
      fail,
    );
    return () => {
      cancelled = true;
    };
  }, [remote, unitName, loadKey]);

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
