// ./routes, for the shell: the screens, with this remote's stylesheet added to the page.
import './styles.css';

export { screens as routes } from './screens';
