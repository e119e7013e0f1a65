require('@testing-library/jest-dom');
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
// A component test that drives a whole form with user-event (an event per key) takes seconds on a loaded 2-core
// machine: Jest's 5 s stopped S3-3-21's university form once in CI beside other work. A guard, not a measure.
jest.setTimeout(20_000);
// The same for Testing Library's waits (findBy*, waitFor): its 1 s default stopped the onboarding modal's first
// test once in CI, where that test's first render also compiles the lazy chunks it mounts.
require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });
// A browser's storage ends with its test: what one test's page kept (the header's last counts, a closed widget)
// never reaches the next one's.
afterEach(() => {
  globalThis.window?.sessionStorage.clear();
  globalThis.window?.localStorage.clear();
});
