// The first-screen bundle runs on the shell's server for any origin the app is deployed on: the server that
// loads it says where the app's files are, so the markup's image addresses point at the app's own origin.
// eslint-disable-next-line no-undef
__webpack_public_path__ = globalThis.__klobAssetBase || '/';
