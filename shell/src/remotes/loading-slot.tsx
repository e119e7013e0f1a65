import { UNIT_ATTRIBUTE } from '@klob/shared/first-screen/contract';

/** A slot while its unit's code loads: busy, named by the unit (what `pnpm budget` waits for) and by its remote. */
export function LoadingSlot({ className, unitId, remote }: { className?: string; unitId: string; remote: string }) {
  return <div className={className} aria-busy="true" {...{ [UNIT_ATTRIBUTE]: unitId }} data-remote-slot={remote} />;
}
