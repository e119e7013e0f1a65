/** Issue 25's preset: Lighthouse's default CPU slowdown of its mobile run. */
export const PRESET_CPU_SLOWDOWN = 4;

/**
 * The host classes of Lighthouse's docs/throttling.md ("Benchmarking CPU Power", benchmarkIndex as of Chrome 86) and
 * the slowdown its table gives each to emulate the mid-tier phone the 4x preset aims at ("Calibrating the CPU
 * slowdown"). The lowest bound of each class, highest class first.
 */
const HOST_CLASSES = [
  { name: 'high-end desktop', from: 1500, slowdown: 4 },
  { name: 'low-end desktop', from: 1000, slowdown: 2 },
  { name: 'mid-tier mobile', from: 125, slowdown: 1 },
] as const;
/** The class the preset's slowdown is meant for. */
const PRESET_HOST_CLASS = HOST_CLASSES.find((hostClass) => hostClass.slowdown === PRESET_CPU_SLOWDOWN)!;

export interface HostCalibration {
  hostClass: string;
  /** The slowdown Lighthouse's table gives this host for a mid-tier phone; null below its mid-tier class. */
  slowdown: number | null;
}

/** Where Lighthouse's docs place a host of this benchmarkIndex, and the slowdown they suggest for it. */
export function calibrationOf(benchmarkIndex: number): HostCalibration {
  const hostClass = HOST_CLASSES.find((candidate) => benchmarkIndex >= candidate.from);
  return hostClass ? { hostClass: hostClass.name, slowdown: hostClass.slowdown } : { hostClass: 'low-end mobile', slowdown: null };
}

/**
 * The report's note under the Lighthouse table when the host is not the desktop the preset assumes: the figures
 * then emulate a slower phone than a mid-tier one, and are comparable only with figures of the same host.
 */
export function calibrationNote(benchmarkIndex: number, cpuSlowdown: number): string | null {
  const { hostClass, slowdown } = calibrationOf(benchmarkIndex);
  if (cpuSlowdown !== PRESET_CPU_SLOWDOWN || slowdown === PRESET_CPU_SLOWDOWN) return null;
  const index = Math.round(benchmarkIndex);
  const advice =
    slowdown === null
      ? 'no slowdown emulates a mid-tier phone on it'
      : `Lighthouse's table gives ${slowdown}x for a mid-tier phone on it: pnpm bench:lighthouse --cpu-slowdown ${slowdown}`;
  return (
    `This host's CPU index is ${index} (Lighthouse's "${hostClass}" class), not the ${PRESET_HOST_CLASS.name} (${PRESET_HOST_CLASS.from} or more) ` +
    `its ${PRESET_CPU_SLOWDOWN}x preset assumes: ` +
    `these figures emulate a slower phone than a mid-tier one and compare only with figures of the same host; ${advice}.`
  );
}
