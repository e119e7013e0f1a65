import { createRoot } from 'react-dom/client';
import { fetchEnvironmentConfig } from '@klob/shared';
import { fetchRemotesManifest, registerRemotesFromManifest, reportParcelErrors, type RemotesManifest } from './remotes';
import { createShellServices } from './app/create-shell-services';
import { ShellApp } from './app/shell-app';
import { createNavigation } from './app/navigation';

async function readRemotesManifest(): Promise<RemotesManifest> {
  try {
    return await fetchRemotesManifest();
  } catch (error) {
    // Without the manifest every remote slot shows its fallback; the shell itself still works.
    console.error('[klob] remotes manifest could not be read', error);
    return {};
  }
}

reportParcelErrors();
// Both are read at start-up, in parallel: one shell build serves every environment.
const [remotesManifest, config] = await Promise.all([readRemotesManifest(), fetchEnvironmentConfig()]);
registerRemotesFromManifest(remotesManifest);
const navigation = createNavigation();
const services = await createShellServices({ navigate: navigation.navigate, config });
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');
createRoot(rootElement).render(<ShellApp navigation={navigation} services={services} />);
// Per-remote telemetry (issue 24) loads beside the first render, never before it.
void import(/* webpackChunkName: "telemetry" */ './telemetry/install-telemetry').then(({ installRemoteTelemetry }) =>
  installRemoteTelemetry(remotesManifest),
);
