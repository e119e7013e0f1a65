import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { I18nextProvider } from 'react-i18next';
import { ensureSharedTranslations } from '../i18n/shared-translations';
import { loadNamespacesWithin, TRANSLATIONS_WAIT_MS } from '../i18n/create-klob-i18n';
import type { UnitProps } from '../services/services';
import { UnitPropsContext } from './services-context';
import { UnitErrorBoundary } from './unit-error-boundary';

export interface MountableOptions {
  /** Names the unit in fallbacks and logs, e.g. 'community-popup'. */
  name: string;
  /** Translation namespaces the unit reads; loaded before its first render (waiting at most TRANSLATIONS_WAIT_MS). */
  namespaces?: readonly string[];
}

/** The lifecycles a remote exposes for one mountable unit (single-spa parcel contract). */
export type UnitLifecycles = ReturnType<typeof singleSpaReact<UnitProps>>;

/**
 * Wraps a unit's root component into single-spa lifecycles (bootstrap, mount,
 * update, unmount) with the shell's services and i18n instance in context.
 * Mount waits for the unit's translation namespaces, so texts do not flash as keys, but at most
 * TRANSLATIONS_WAIT_MS: a hanging localization call delays the unit, never blanks it (texts fill in later).
 */
export function createMountable(Root: ComponentType<UnitProps>, { name, namespaces = [] }: MountableOptions): UnitLifecycles {
  function UnitRoot(props: UnitProps) {
    return (
      <UnitPropsContext.Provider value={props}>
        <I18nextProvider i18n={props.services.i18n} defaultNS={namespaces[0]}>
          <UnitErrorBoundary unitName={name}>
            <Root {...props} />
          </UnitErrorBoundary>
        </I18nextProvider>
      </UnitPropsContext.Provider>
    );
  }
  UnitRoot.displayName = `Unit(${name})`;

  const lifecycles = singleSpaReact<UnitProps>({
    React,
    ReactDOMClient,
    rootComponent: UnitRoot,
    // UnitErrorBoundary inside UnitRoot catches render errors of the unit.
    suppressComponentDidCatchWarning: true,
  });

  return {
    ...lifecycles,
    mount: async (props) => {
      ensureSharedTranslations(props.services.i18n);
      await loadNamespacesWithin(props.services.i18n, namespaces, TRANSLATIONS_WAIT_MS);
      const mount = lifecycles.mount;
      return Array.isArray(mount) ? Promise.all(mount.map((step) => step(props))).then(() => undefined) : mount(props);
    },
  } as UnitLifecycles;
}
