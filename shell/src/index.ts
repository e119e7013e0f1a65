import { keepClicksOnServerMarkup } from './remotes/first-screen-clicks';
import { yieldToBrowser } from './app/yield-to-browser';

// Issue 25: from the first script on, a click on a remote's server-rendered markup is kept for its unit.
keepClicksOnServerMarkup();
// The async boundary lets Module Federation negotiate shared singletons before any React code runs. Issue 25: that
// negotiation and the app's first modules run in a task of their own, not in this script's (one long task on a phone).
void yieldToBrowser().then(() => import('./bootstrap'));
