import { createContext, useContext } from 'react';
import type { KlobServices } from '../services/services';

/**
 * The services of the part a component belongs to: the shell provides its own at its root,
 * `createMountable` provides the unit's (from the unit props) in every mounted unit.
 */
export const ServicesContext = createContext<KlobServices | null>(null);

/** The one way to reach the services, in the shell and in a unit alike. */
export function useServices(): KlobServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() is used outside the shell or a mounted Klob unit');
  return services;
}
