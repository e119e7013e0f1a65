import { createRoot } from 'react-dom/client';
import { fetchRemotesManifest, registerRemotesFromManifest, reportParcelErrors, type RemotesManifest } from './remotes';
import { createShellServices } from './app/create-shell-services';
import { ShellApp } from './app/shell-app';
import { createShellRouter } from './app/router';

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
registerRemotesFromManifest(await readRemotesManifest());
const router = createShellRouter();
const services = await createShellServices({ navigate: (to, options) => void router.navigate(to, options) });
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');
createRoot(rootElement).render(<ShellApp router={router} services={services} />);
