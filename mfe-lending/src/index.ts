// A remote has no page of its own: the shell (./routes) or a foreign page (./mount) hosts it.
// This entry exists for the bundler; the exposed modules are the product.
import './styles.css';
