// The async boundary: shared modules (React, the router, …) are negotiated with the remotes
// before any of them is evaluated.
import './styles.css';

void import('./bootstrap');
