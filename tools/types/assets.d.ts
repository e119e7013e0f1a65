declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare const __KLOB_APP__: string;
declare const __KLOB_BUILD__: import('@klob/shared').RemoteBuildInfo;
