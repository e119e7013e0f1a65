import type { UnitSlotProps } from '../services/services';

/** Tests of a unit do not load other remotes: the slot only shows which unit it would mount. */
export function TestUnitSlot({ unit, className }: UnitSlotProps) {
  return <div className={className} data-testid={`unit-slot-${unit.remote}/${unit.unit}`} />;
}
