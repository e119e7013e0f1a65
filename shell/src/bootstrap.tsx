import { createRoot } from 'react-dom/client';
import { fetchEnvironmentConfig } from '@klob/shared';
import { fetchRemotesFile, registerRemotesFromManifest, setRemoteStates, type RemotesFile } from './remotes';
import { createShellServices } from './app/create-shell-services';
import { ShellApp } from './app/shell-app';
import { createNavigation } from './app/navigation';
import { loadRemoteRoutes } from './routes/remote-routes';
import { isShellPath } from './routes/shell-paths';

async function readRemotesFile(): Promise<RemotesFile> {
  try {
    return await fetchRemotesFile();
  } catch (error) {
    // Without the manifest every remote slot shows its fallback; the shell itself still works.
    console.error('[klob] remotes manifest could not be read', error);
    return { manifest: {}, states: {} };
  }
}

// The remotes' published routes are read from the start too; only a page the shell does not render itself
// waits for them before its first render (`/` and the shell's own pages never do).
const remoteRoutes = loadRemoteRoutes().catch(() => null);
// Both are read at start-up, in parallel: one shell build serves every environment.
const [remotesFile, config] = await Promise.all([readRemotesFile(), fetchEnvironmentConfig()]);
if (!isShellPath(window.location.pathname)) await remoteRoutes;
setRemoteStates(remotesFile.states);
registerRemotesFromManifest(remotesFile.manifest);
const navigation = createNavigation();
const services = await createShellServices({ navigate: navigation.navigate, config });
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');
createRoot(rootElement).render(<ShellApp navigation={navigation} services={services} />);
// Per-remote telemetry (issue 24) loads beside the first render, never before it.
void import(/* webpackChunkName: "telemetry" */ './telemetry/install-telemetry').then(({ installRemoteTelemetry }) =>
  installRemoteTelemetry(remotesFile.manifest),
);
