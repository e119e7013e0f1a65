/** Fakes for tests and stand-alone harnesses; not part of the main entry. */
export * from './fake-http-client';
export * from './test-services';
export * from './mount-unit';
export * from './teardown-check';
export * from './translation-checks';
export * from './describe-app-texts';
