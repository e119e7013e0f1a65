import type { UnitSlotProps } from '../services/services';

/** A remote's harness runs it alone: a nested unit of another remote is named, not loaded. */
export function HarnessUnitSlot({ unit, className }: UnitSlotProps) {
  return (
    <div
      className={className}
      data-unit={`${unit.remote}/${unit.unit}`}
      style={{ padding: 8, border: '1px dashed #bbb', font: '12px sans-serif' }}
    >
      {`${unit.remote}/${unit.unit} (not loaded in the harness)`}
    </div>
  );
}
