import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { visitLogOf } from '../auth';
import { useServices } from '@klob/shared';

/** Records every route change: utm parameters (spec 1 §2.9) and, while signed out, the pre-login activity log (§3, §7). */
export function VisitRecorder() {
  const services = useServices();
  const { pathname, search } = useLocation();
  useEffect(() => {
    visitLogOf(services)?.record(`${pathname}${search}`);
  }, [services, pathname, search]);
  return null;
}
