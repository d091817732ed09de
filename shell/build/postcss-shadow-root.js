// Makes a remote's Tailwind stylesheet work inside the shadow root of a page that is not ours
// (the `?inline` stylesheet ./mount adopts; see shell/ui/src/embed/shadowHost.ts).

const ROOT_FONT_SIZE_PX = 16;

/**
 * - rem becomes px: a rem is the *portal's* root font size, which may be anything, and the screen
 *   must look the same everywhere. Media queries keep rem (there it is the browser's default size).
 * - `@property` rules are ignored in shadow roots, so the registered custom properties Tailwind's
 *   shadows, rings and transforms rely on would stay undefined: their initial values become plain
 *   declarations in the lowest layer, as Tailwind does itself for browsers without @property.
 */
/**
 * A registered `<length>` may be a bare 0 (and the minifier writes it so); once it is a plain custom
 * property, `calc(1px + 0)` would be invalid and take the whole declaration (a ring) with it.
 */
function withUnit(value, syntax) {
  if (value.trim() !== '0') return value;
  if (/<length/.test(syntax)) return '0px';
  if (/<percentage>/.test(syntax)) return '0%';
  if (/<angle>/.test(syntax)) return '0deg';
  return value;
}

function shadowRoot() {
  return {
    postcssPlugin: 'scenedock-shadow-root',
    OnceExit(root, { AtRule, Rule }) {
      const registered = [];
      root.walkAtRules('property', (rule) => {
        let initial = 'initial';
        let syntax = '';
        rule.walkDecls((decl) => {
          if (decl.prop === 'initial-value') initial = decl.value;
          if (decl.prop === 'syntax') syntax = decl.value;
        });
        registered.push({ prop: rule.params.trim(), value: withUnit(initial, syntax) });
        rule.remove();
      });
      root.walkDecls((decl) => {
        decl.value = decl.value.replace(
          /(^|[^\w.-])(-?\d*\.?\d+)rem\b/g,
          (_, before, n) => `${before}${Number((Number(n) * ROOT_FONT_SIZE_PX).toFixed(4))}px`,
        );
      });
      if (registered.length === 0) return;
      const defaults = new Rule({ selector: ':host, *, ::before, ::after, ::backdrop' });
      defaults.append(...registered);
      root.prepend(new AtRule({ name: 'layer', params: 'properties' }).append(defaults));
    },
  };
}
shadowRoot.postcss = true;

module.exports = { shadowRoot };
