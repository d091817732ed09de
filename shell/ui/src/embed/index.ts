// What the embed loader (shell/embed/loader.ts) takes from the kit: no React, nothing heavy.
export type { EmbedFailure, EmbedFailureReason, MountedScreen, MountOptions } from './contract';
export { embedFailure } from './failures';
export { checkTokenSource } from './tokenSource';
