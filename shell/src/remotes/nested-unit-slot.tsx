import { ServicesContext, type KlobServices, type UnitSlotProps } from '@klob/shared';
import { LazyRemoteUnit } from './lazy-remote-unit';

/**
 * `services.UnitSlot`: a unit mounted inside another unit's React root. That root has no shell
 * router and carries the host remote's services, so the slot brings the shell's services and
 * takes the path of the page.
 */
export function createNestedUnitSlot(shellServices: () => KlobServices) {
  function NestedUnitSlot({ unit, params, query, className }: UnitSlotProps) {
    return (
      <ServicesContext.Provider value={shellServices()}>
        <LazyRemoteUnit unit={unit} params={params} query={query} pathname={window.location.pathname} className={className} />
      </ServicesContext.Provider>
    );
  }
  return NestedUnitSlot;
}
