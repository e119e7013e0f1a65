export { mountHarness, type HarnessOptions } from './mount-harness';
