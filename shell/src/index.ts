import { keepClicksOnServerMarkup } from './remotes/first-screen-clicks';
import { yieldToBrowser } from './app/yield-to-browser';

// Issue 25: from the first script on, a click on a remote's server-rendered markup is kept for its unit.
keepClicksOnServerMarkup();
// The async boundary lets Module Federation negotiate shared singletons before any React code runs. Issue 25: that
// negotiation and the app's first modules run in tasks of their own, not in this script's (one long task on a phone):
// @klob/shared with what it needs (React DOM among them) first, then the start-up's own modules: evaluated together
// they were one task of 20-40 ms on this machine, 100 and more with a phone's CPU. The bootstrap chunk (a few KB) is
// asked for once @klob/shared is in, a round trip later on a slow network: the page is the server's until then.
void yieldToBrowser()
  .then(() => import('@klob/shared'))
  .then(() => yieldToBrowser())
  .then(() => import('./bootstrap'));
