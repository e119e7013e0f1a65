// Jest 30 + react-router 7 need TextEncoder/TextDecoder on globalThis (TOOLCHAIN.md).
const { TextEncoder, TextDecoder } = require('node:util');
globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
