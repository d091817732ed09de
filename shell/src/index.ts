// The async boundary: shared modules (React, the router, …) are negotiated with the remotes
// before any of them is evaluated.
import './styles.css';
import { preloadRouteRemote } from './preloadRouteRemote';
import { inlineRuntimeConfig } from './runtimeConfig';

const config = inlineRuntimeConfig();
if (config) preloadRouteRemote(config.remotes, window.location.pathname);

void import('./bootstrap');
