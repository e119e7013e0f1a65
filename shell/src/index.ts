import { keepEarlyClicks } from './remotes/first-screen-handover';
import { yieldToBrowser } from './app/yield-to-browser';

// Issue 25: from the first script on, a click on a remote's server-rendered markup is kept for its unit.
keepEarlyClicks();
// The async boundary lets Module Federation negotiate shared singletons before any React code runs. It starts in a task
// of its own: negotiating and loading the shared modules is long work on a phone, not to be added to this script's.
void yieldToBrowser().then(() => import('./bootstrap'));
