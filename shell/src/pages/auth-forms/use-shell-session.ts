import { shellSessionOf, type ShellSession } from '../../auth';
import { useServices } from '@klob/shared';

export function useShellSession(): ShellSession {
  return shellSessionOf(useServices());
}
