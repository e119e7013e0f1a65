import { createContext, useContext } from 'react';
import type { KlobServices } from '@klob/shared';

export const ShellServicesContext = createContext<KlobServices | null>(null);

export function useShellServices(): KlobServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices() is used outside the shell');
  return services;
}
