import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Parcel from 'single-spa-react/parcel';
import { css } from '@emotion/react';
import { space } from '@klob/shared/ui';
import { mountRootParcel, type LifeCycles } from 'single-spa';
import { federationIdOf, SlotFallback, useServerData, useServices, type UnitProps, type UnitRef } from '@klob/shared';
import { UNIT_LOAD_TIMEOUT_MS } from './constants';
import { loadUnitModule } from './federation';
import { moduleInHand } from './modules-in-hand';
import { pageTakenOver } from '../app/page-taken-over';
import { guardLifecycles } from './guarded-lifecycles';
import { checkUnitLifecycles, isIncompatibleBuild, singletonMismatchOf } from './module-checks';
import { reportRemoteError } from '../telemetry/report-telemetry';
import { slotClassOf } from '../telemetry/source-attribution';
import { MaintenanceNotice } from './maintenance-notice';
import { reportParcelErrorsOnce } from './parcel-errors';
import { useRemoteDisabled } from './remote-states';
import { useFirstScreenMarkup } from './first-screen-slots';
import { firstScreenComing } from './read-ahead-slots';
import { moveKeepingFocus, watchFirstScreen, type FirstScreenWatch } from './first-screen-handover';
import { FIRST_SCREEN_SLOT_ATTRIBUTE, UNIT_ATTRIBUTE } from '@klob/shared/first-screen/contract';
import { LoadingSlot } from './loading-slot';

export interface RemoteUnitProps {
  unit: UnitRef;
  params?: UnitProps['params'];
  query?: UnitProps['query'];
  pathname: string;
  className?: string;
  /** The unit is the route's page (its maintenance notice is then a whole page). */
  asPage?: boolean;
}

interface LoadedUnit {
  lifecycles: LifeCycles<UnitProps>;
  /** When the load started: the whole mount (code, namespaces, first render) counts from here. */
  startedAt: number;
}

/** A loaded module as a slot mounts it: its checked lifecycles, and when its mount's time started. */
function loadedUnitOf(module: unknown, id: string, startedAt: number): LoadedUnit {
  reportParcelErrorsOnce();
  return { lifecycles: checkUnitLifecycles<UnitProps>(module, id), startedAt };
}

/** The unit's lifecycles when its module is loaded already; a module that is not a unit is left to the load's report. */
function unitInHand(id: string): LoadedUnit | undefined {
  const module = moduleInHand(id);
  if (module === undefined) return undefined;
  try {
    return loadedUnitOf(module, id, Date.now());
  } catch {
    return undefined;
  }
}

/**
 * One slot of the page where a remote's unit is mounted as a single-spa parcel. If the unit cannot
 * load (server down, 404, malformed module), throws while mounting, or is not mounted within
 * UNIT_LOAD_TIMEOUT_MS, only this slot shows the fallback. Retry loads again what failed (the
 * runtime keeps what loaded), or mounts again a unit whose mount failed. While ops have switched the
 * remote off, the slot shows the maintenance notice instead.
 */
export function RemoteUnit({ asPage = false, ...props }: RemoteUnitProps) {
  // Ops switched the remote off (kill switch): a calm notice instead of its unit, nothing loaded.
  const disabled = useRemoteDisabled(props.unit.remote);
  // Issue 25: a slot of a followed link's page whose server markup is being read ahead (the page's own, the header's
  // search box there) shows its loading slot until that is in hand (or a short wait is over), and starts from it: the
  // server's markup at once, the unit mounting over it. Its remote's code is asked for only then, so its runtime's work
  // does not come before the markup is shown.
  const [firstScreenOnItsWay] = useState(() => firstScreenComing(props.pathname));
  if (disabled) return <MaintenanceNotice unitName={props.unit.unit} asPage={asPage} />;
  const loadedUnit = <LoadedRemoteUnit asPage={asPage} {...props} />;
  if (!firstScreenOnItsWay) return loadedUnit;
  const { className, unit } = props;
  return (
    <AfterArrival
      arrival={firstScreenOnItsWay}
      before={<LoadingSlot className={className} unitId={federationIdOf(unit)} remote={unit.remote} />}
    >
      {loadedUnit}
    </AfterArrival>
  );
}

/**
 * `before` until `arrival` has settled, then its children: they mount then, with what arrived. A state of its own, not
 * Suspense: React holds a suspended boundary's content back for a while after its fallback showed (no flash), and
 * this content is meant to show at once.
 */
function AfterArrival({ arrival, before, children }: { arrival: Promise<void>; before: ReactNode; children: ReactNode }) {
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    let mounted = true;
    void arrival.then(() => mounted && setArrived(true));
    return () => {
      mounted = false;
    };
  }, [arrival]);
  return arrived ? children : before;
}

// A route's page that failed: its fallback sits in the page's content column, not against the window's edges.
const pageFallbackStyle = css`
  max-width: 1024px;
  margin: 0 auto;
  padding: ${space(6)} ${space(4)};
`;

function LoadedRemoteUnit({ unit, params = {}, query = {}, pathname, className, asPage = false }: RemoteUnitProps) {
  const shellServices = useServices();
  const { remote } = unit;
  // The unit writes on the bus as its remote: the bus refuses it the shell's channels (docs/ARCHITECTURE.md "Bus channels").
  const services = useMemo(() => ({ ...shellServices, bus: shellServices.bus.as(remote) }), [shellServices, remote]);
  const id = federationIdOf(unit);
  // Issue 25: the server rendered this slot into the page's HTML; it stays on screen until the unit has mounted.
  const firstScreenMarkup = useFirstScreenMarkup(id, { unit, params, query, pathname, asPage });
  const firstScreenElement = useRef<HTMLDivElement>(null);
  // Once the unit's own element exists, the server's markup moves into it; the unit's first render replaces it there.
  const handover = useRef<FirstScreenWatch | null>(null);
  // Issue 25: a unit whose code is in hand (a link read ahead) mounts in its page's own render, not an effect and a
  // transition later. Never in a take-over of the server's page: the server drew this slot without its unit.
  const [inHand] = useState(() => (firstScreenMarkup === undefined && pageTakenOver() ? unitInHand(id) : undefined));
  const loaded = useServerData<LoadedUnit>({
    key: id,
    initialData: inHand,
    load: async () => {
      const startedAt = Date.now();
      return loadedUnitOf(await loadUnitModule(unit), id, startedAt);
    },
  });
  // Each mount has its number; a retry after a failed mount mounts afresh with a new limit.
  const [mountAttempt, setMountAttempt] = useState(0);
  const [failedMount, setFailedMount] = useState<number | null>(null);
  const ready = loaded.status === 'ready' ? loaded.data : null;

  const guarded = useMemo(() => {
    if (!ready) return null;
    // The guarded mount resolves even when it failed (its slot is told instead): the hand-over asks which it was.
    const attempt = { failed: false };
    const lifecycles = guardLifecycles(ready.lifecycles, {
      id,
      limitMs: UNIT_LOAD_TIMEOUT_MS,
      startedAt: mountAttempt === 0 ? ready.startedAt : undefined,
      onMountError: (error) => {
        attempt.failed = true;
        console.error(`[klob] unit ${id} failed to mount`, error);
        reportRemoteError(remote, `${unit.unit} mount`, error);
        setFailedMount(mountAttempt);
      },
      onLaterError: (error, lifecycle) => {
        console.error(`[klob] unit ${id} failed to ${lifecycle}`, error);
        reportRemoteError(remote, `${unit.unit} ${lifecycle}`, error);
      },
    });
    return { lifecycles, attempt };
  }, [ready, id, mountAttempt, remote, unit.unit]);

  // The server's markup goes into the unit's element as soon as it exists (before the browser paints): it stays on
  // screen there until the unit's first render replaces it in one commit, with no blank frame and no second copy.
  useLayoutEffect(() => {
    const serverMarkup = firstScreenElement.current;
    const slot = serverMarkup?.nextElementSibling;
    if (!guarded || !serverMarkup || !slot || handover.current) return;
    moveKeepingFocus(serverMarkup, slot);
    serverMarkup.style.display = 'none';
    handover.current = watchFirstScreen(slot, id);
  }, [guarded, id]);

  // A failed mount took the unit's element away with the server's markup in it: a retry hands the markup over afresh
  // to the new element (no dead copy beside the unit), and the clicks made on it are done on the unit then.
  useEffect(() => {
    if (failedMount === null) return;
    handover.current?.release();
    handover.current = null;
  }, [failedMount]);

  const loadError = loaded.status === 'failed' ? loaded.error : null;
  useEffect(() => {
    if (loadError) reportRemoteError(remote, `${unit.unit} load`, loadError);
  }, [loadError, remote, unit.unit]);

  // The server's markup is the page's content, not user HTML: React's server renderer escaped every text in it.
  const firstScreen =
    firstScreenMarkup === undefined ? null : (
      <div
        className={className}
        data-remote-slot={remote}
        {...{ [UNIT_ATTRIBUTE]: id, [FIRST_SCREEN_SLOT_ATTRIBUTE]: id }}
        ref={firstScreenElement}
        dangerouslySetInnerHTML={{ __html: firstScreenMarkup }}
      />
    );
  let content: ReactNode;
  let fallback: ReactNode = null;
  if (loaded.status === 'failed') {
    fallback = isIncompatibleBuild(loaded.error) ? (
      <SlotFallback unitName={unit.unit} reason="incompatible" mismatch={singletonMismatchOf(loaded.error) ?? undefined} />
    ) : (
      <SlotFallback unitName={unit.unit} onRetry={loaded.retry} />
    );
  } else if (failedMount === mountAttempt) {
    fallback = <SlotFallback unitName={unit.unit} onRetry={() => setMountAttempt((n) => n + 1)} />;
  }
  if (fallback) {
    content = asPage ? <div css={pageFallbackStyle}>{fallback}</div> : fallback;
  } else if (!guarded) {
    content = firstScreen ?? <LoadingSlot className={className} unitId={id} remote={remote} />;
  } else {
    content = (
      <>
        {firstScreen}
        <Parcel
          key={mountAttempt}
          config={guarded.lifecycles}
          mountParcel={mountRootParcel}
          wrapWith="div"
          wrapClassName={[className, slotClassOf(remote)].filter(Boolean).join(' ')}
          parcelDidMount={() => {
            if (!guarded.attempt.failed) handover.current?.handOver();
          }}
          services={services}
          params={params}
          query={query}
          pathname={pathname}
        />
      </>
    );
  }
  return content;
}
