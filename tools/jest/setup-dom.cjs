require('@testing-library/jest-dom');
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
// A browser's storage ends with its test: what one test's page kept (the header's last counts, a closed widget)
// never reaches the next one's.
afterEach(() => {
  globalThis.window?.sessionStorage.clear();
  globalThis.window?.localStorage.clear();
});
