import { useCallback, useState } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { SlotFallback, type UnitProps, type UnitRef } from '@klob/shared';
import { useShellServices } from '../app/shell-services-context';
import { loadUnitModule, resetRemote } from './federation';

export interface RemoteUnitProps {
  unit: UnitRef;
  params?: UnitProps['params'];
  query?: UnitProps['query'];
  pathname: string;
  className?: string;
}

/**
 * One slot of the page where a remote's unit is mounted as a single-spa parcel.
 * If the unit cannot load (server down, 404, timeout) or throws while mounting,
 * only this slot shows the fallback; retry asks the runtime to fetch it afresh.
 */
export function RemoteUnit({ unit, params = {}, query = {}, pathname, className }: RemoteUnitProps) {
  const services = useShellServices();
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<Error | null>(null);

  const loadConfig = useCallback(() => loadUnitModule<ParcelConfig<UnitProps>>(unit), [unit]);
  const retry = useCallback(() => {
    resetRemote(unit.remote);
    setFailure(null);
    setAttempt((n) => n + 1);
  }, [unit.remote]);

  if (failure) return <SlotFallback unitName={unit.unit} onRetry={retry} />;
  return (
    <Parcel
      key={`${unit.remote}/${unit.unit}#${attempt}`}
      config={loadConfig}
      mountParcel={mountRootParcel}
      handleError={(error: Error) => {
        console.error(`[klob] unit ${unit.remote}/${unit.unit} failed`, error);
        setFailure(error);
      }}
      wrapWith="div"
      wrapClassName={className}
      data-unit={`${unit.remote}/${unit.unit}`}
      services={services}
      params={params}
      query={query}
      pathname={pathname}
    />
  );
}
