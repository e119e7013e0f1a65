import { keepClicksOnServerMarkup } from './remotes/first-screen-clicks';
import { yieldToBrowser } from './app/yield-to-browser';

// Issue 25: from the first script on, a click on a remote's server-rendered markup is kept for its unit.
keepClicksOnServerMarkup();
// The async boundary lets Module Federation negotiate shared singletons before any React code runs. Issue 25: that
// negotiation and the app's first modules run in tasks of their own, not in this script's (one long task on a phone):
// React DOM first, then @klob/shared with the rest of what it needs, then the start-up's own modules. React DOM and
// @klob/shared evaluated together were one task of 45-60 ms on this machine (about 200 at Lighthouse's 4x). The cost:
// @klob/shared's files are asked for once React DOM is in, and the bootstrap chunk (a few KB) once @klob/shared is, a
// round trip later each on a slow network (the files share one connection's bandwidth either way); the page is the
// server's until then.
void yieldToBrowser()
  .then(() => import('react-dom/client'))
  .then(() => yieldToBrowser())
  .then(() => import('@klob/shared'))
  .then(() => yieldToBrowser())
  .then(() => import('./bootstrap'));
