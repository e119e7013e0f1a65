import { keepClicksOnServerMarkup } from './remotes/first-screen-clicks';

// Issue 25: from the first script on, a click on a remote's server-rendered markup is kept for its unit.
keepClicksOnServerMarkup();
// The async boundary lets Module Federation negotiate shared singletons before any React code runs.
import('./bootstrap');
