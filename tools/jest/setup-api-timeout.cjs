// Every api test starts a real server and seeds all modules (on PostgreSQL: migrates a fresh schema): allow for a
// loaded 2-core machine. Set here because Jest takes `testTimeout` only from the global configuration, not a project's.
jest.setTimeout(30_000);
