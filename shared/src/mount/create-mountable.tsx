import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { I18nextProvider } from 'react-i18next';
import { ensureSharedTranslations } from '../i18n/shared-translations';
import type { UnitProps } from '../services/services';
import { UnitPropsContext } from './services-context';
import { UnitErrorBoundary } from './unit-error-boundary';

export interface MountableOptions {
  /** Names the unit in fallbacks and logs, e.g. 'community-popup'. */
  name: string;
  /** Translation namespaces the unit reads; loaded before its first render. */
  namespaces?: readonly string[];
}

/** The lifecycles a remote exposes for one mountable unit (single-spa parcel contract). */
export type UnitLifecycles = ReturnType<typeof singleSpaReact<UnitProps>>;

/**
 * Wraps a unit's root component into single-spa lifecycles (bootstrap, mount,
 * update, unmount) with the shell's services and i18n instance in context.
 * Mount waits for the unit's translation namespaces, so texts never flash as keys.
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
      if (namespaces.length > 0) await props.services.i18n.loadNamespaces([...namespaces]);
      const mount = lifecycles.mount;
      return Array.isArray(mount) ? Promise.all(mount.map((step) => step(props))).then(() => undefined) : mount(props);
    },
  } as UnitLifecycles;
}
