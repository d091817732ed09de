// Asset imports the bundler turns into URLs or injected styles.
declare module '*.css';
/** A stylesheet as text, for a shadow root (shell/build/frontend.rspack.js, `?inline`). */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
