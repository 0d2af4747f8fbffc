import { defineConfig } from 'html-validate';

/**
 * html-validate's recommended rules, minus the ones that judge how React serialises valid
 * HTML rather than whether it is valid. Each one turned off says why.
 */
export default defineConfig({
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements as <meta/>: valid HTML, only a style preference.
    'void-style': 'off',
    // React writes boolean attributes as async="" and empty ones as "": both valid.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React writes camelCase names such as charSet and fetchPriority; HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // Wants &nbsp; and U+2011 inside phone numbers; tel links use CSS white-space: nowrap instead,
    // which keeps the number copyable into a dialer and avoids glyphs some fonts lack.
    'tel-non-breaking': 'off',
    // React's root id "_R_" is a valid HTML5 id (any non-space characters); only the strict,
    // HTML4-style check rejects it.
    'valid-id': ['error', { relaxed: true }],
  },
});
