import { createContext, useContext } from 'react';
import type { UnitProps } from '../services/services';

export const UnitPropsContext = createContext<UnitProps | null>(null);

/** The props the shell gave the unit, inside any component of that unit. */
export function useUnitProps(): UnitProps {
  const props = useContext(UnitPropsContext);
  if (!props) throw new Error('useUnitProps() is used outside a mounted Klob unit');
  return props;
}
