import { stopPlatform } from '../../tools/platform/processes';
import { E2E_STATE_FILE } from './e2e-platform';

export default async function globalTeardown(): Promise<void> {
  await stopPlatform(E2E_STATE_FILE);
}
