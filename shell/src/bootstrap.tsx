import { createRoot } from 'react-dom/client';
import { fetchEnvironmentConfig } from '@klob/shared';
import { fetchRemotesManifest, registerRemotesFromManifest, reportParcelErrors, type RemotesManifest } from './remotes';
import { createShellServices } from './app/create-shell-services';
import { ShellApp } from './app/shell-app';
import { createNavigation } from './app/navigation';
import { loadRemoteRoutes } from './routes/remote-routes';
import { isShellPath } from './routes/shell-paths';

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
// The remotes' published routes are read from the start too; only a page the shell does not render itself
// waits for them before its first render (`/` and the shell's own pages never do).
const remoteRoutes = loadRemoteRoutes().catch(() => null);
// Both are read at start-up, in parallel: one shell build serves every environment.
const [remotesManifest, config] = await Promise.all([readRemotesManifest(), fetchEnvironmentConfig()]);
if (!isShellPath(window.location.pathname)) await remoteRoutes;
registerRemotesFromManifest(remotesManifest);
const navigation = createNavigation();
const services = await createShellServices({ navigate: navigation.navigate, config });
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');
createRoot(rootElement).render(<ShellApp navigation={navigation} services={services} />);
