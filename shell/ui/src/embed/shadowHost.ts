/**
 * The isolation of an embedded screen: a `<scenedock-screen>` element appended to the page's
 * element, with an open shadow root holding the remote's stylesheet and the React root. The
 * page's rules cannot reach inside, ours cannot reach out, and removing the host removes all of it.
 */
export interface ShadowHost {
  /** where React renders */
  container: HTMLElement;
  remove: () => void;
}

// One parsed stylesheet per remote, adopted by every shadow root that remote mounts.
const sheets = new Map<string, CSSStyleSheet>();

function adopt(root: ShadowRoot, css: string): void {
  if (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet === 'function' &&
    'replaceSync' in CSSStyleSheet.prototype
  ) {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    root.adoptedStyleSheets = [sheet];
    return;
  }
  // Browsers without constructable stylesheets (and jsdom): a <style> inside the shadow root.
  const style = document.createElement('style');
  style.textContent = css;
  root.append(style);
}

export function attachShadowHost(element: HTMLElement, css: string): ShadowHost {
  const host = document.createElement('scenedock-screen');
  const root = host.attachShadow({ mode: 'open' });
  adopt(root, css);
  const container = document.createElement('div');
  container.className = 'scenedock-root';
  root.append(container);
  element.append(host);
  return { container, remove: () => host.remove() };
}
