// Asset imports the bundler turns into URLs or injected styles.
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
