import { shellSessionOf, type ShellSession } from '../../auth';
import { useShellServices } from '../../app/shell-services-context';

export function useShellSession(): ShellSession {
  return shellSessionOf(useShellServices());
}
