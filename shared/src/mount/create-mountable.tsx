import React, { type ComponentType } from 'react';
import type singleSpaReact from 'single-spa-react';
import { I18nextProvider } from '@klob/shared/react-i18n';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { styleCacheOf } from './style-cache';
import { transitionRoots } from './transition-roots';
import { ensureSharedTranslations } from '../i18n/shared-translations';
import { loadNamespacesWithin, TRANSLATIONS_WAIT_MS } from '../i18n/create-klob-i18n';
import type { UnitProps } from '../services/services';
import { ServicesContext } from './services-context';
import { ServerDataCacheContext } from '../data/server-data-cache';
import { UnitPropsContext } from './unit-props-context';
import { UnitErrorBoundary } from './unit-error-boundary';
import { SlotFallback } from '../ui/slot-fallback';

export interface MountableOptions {
  /** Names the unit in fallbacks and logs, e.g. 'community-popup'. */
  name: string;
  /** Translation namespaces the unit reads; loaded before its first render (waiting at most TRANSLATIONS_WAIT_MS). */
  namespaces?: readonly string[];
  /**
   * The bus contract the unit was built against: pass `BUS_VERSION` from `@klob/shared/constants`,
   * which is bundled into the remote (the bus itself is the page's singleton). On a page whose bus
   * has another version the unit is not rendered; its slot says why.
   */
  busVersion: number;
}

/** What the server needs to render a unit's first screen (issue 25): the tree the unit mounts, with the style cache given. */
export interface FirstScreenUnit {
  name: string;
  namespaces: readonly string[];
  Tree: ComponentType<{ props: UnitProps; styleCache: EmotionCache }>;
}

/** The lifecycles a remote exposes for one mountable unit (single-spa parcel contract), and its first-screen tree. */
export type UnitLifecycles = ReturnType<typeof singleSpaReact<UnitProps>> & {
  firstScreen?: FirstScreenUnit;
  /**
   * Loads ahead what the unit needs to show its page at `pathname` (code it loads at mount); the shell calls it when a
   * link to that page is about to be followed (issue 25). Never rejects.
   */
  preload?: (pathname: string) => Promise<void>;
};
type LifecycleName = 'bootstrap' | 'mount' | 'unmount' | 'update';
type Lifecycle = (props: UnitProps) => Promise<unknown>;

let singleSpaReactLoading: Promise<typeof singleSpaReact> | undefined;
// single-spa-react arrives with the first unit that mounts: this singleton is on every page, a unit is not (issue 25).
const loadSingleSpaReact = () => (singleSpaReactLoading ??= import('single-spa-react').then((module) => module.default));

/** Runs one lifecycle (a function or single-spa's list of steps) of single-spa-react's lifecycles once they are made. */
const stepsOf =
  (lifecycles: () => Promise<UnitLifecycles>, name: LifecycleName): Lifecycle =>
  async (props) => {
    const step = (await lifecycles())[name] as Lifecycle | Lifecycle[] | undefined;
    if (!step) return undefined;
    return Array.isArray(step) ? Promise.all(step.map((each) => each(props))).then(() => undefined) : step(props);
  };

/**
 * Wraps a unit's root component into single-spa lifecycles (bootstrap, mount,
 * update, unmount) with the shell's services and i18n instance in context.
 * Mount waits for the unit's translation namespaces, so texts do not flash as keys, but at most
 * TRANSLATIONS_WAIT_MS: a hanging localization call delays the unit, never blanks it (texts fill in later).
 */
export function createMountable(Root: ComponentType<UnitProps>, { name, namespaces = [], busVersion }: MountableOptions): UnitLifecycles {
  function UnitTree({ props, styleCache }: { props: UnitProps; styleCache: EmotionCache }) {
    const compatible = props.services.bus.version === busVersion;
    return (
      <CacheProvider value={styleCache}>
        <UnitPropsContext.Provider value={props}>
          <ServicesContext.Provider value={props.services}>
            <ServerDataCacheContext.Provider value={props.services.pageData ?? null}>
              <I18nextProvider i18n={props.services.i18n} defaultNS={namespaces[0]}>
                <UnitErrorBoundary unitName={name}>
                  {compatible ? <Root {...props} /> : <SlotFallback unitName={name} reason="incompatible" />}
                </UnitErrorBoundary>
              </I18nextProvider>
            </ServerDataCacheContext.Provider>
          </ServicesContext.Provider>
        </UnitPropsContext.Provider>
      </CacheProvider>
    );
  }
  const UnitRoot = (props: UnitProps) => <UnitTree props={props} styleCache={styleCacheOf(props.services.bus.writer)} />;
  UnitRoot.displayName = `Unit(${name})`;

  let made: Promise<UnitLifecycles> | undefined;
  const lifecycles = () =>
    (made ??= loadSingleSpaReact().then((makeLifecycles) =>
      makeLifecycles<UnitProps>({
        React,
        ReactDOMClient: transitionRoots,
        rootComponent: UnitRoot,
        // UnitErrorBoundary inside UnitRoot catches render errors of the unit.
        suppressComponentDidCatchWarning: true,
      }),
    ));
  const mount = stepsOf(lifecycles, 'mount');

  return {
    firstScreen: { name, namespaces, Tree: UnitTree },
    bootstrap: stepsOf(lifecycles, 'bootstrap'),
    unmount: stepsOf(lifecycles, 'unmount'),
    update: stepsOf(lifecycles, 'update'),
    mount: async (props: UnitProps) => {
      ensureSharedTranslations(props.services.i18n);
      if (props.services.bus.version !== busVersion) {
        console.error(
          `[klob] unit ${name} was built against bus version ${busVersion}; this page runs version ${props.services.bus.version}`,
        );
      }
      await loadNamespacesWithin(props.services.i18n, namespaces, TRANSLATIONS_WAIT_MS);
      return mount(props);
    },
  } as UnitLifecycles;
}
