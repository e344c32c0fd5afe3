import { transformAsync } from '@babel/core';
import type { Plugin } from 'rolldown';

/**
 * babel-plugin-styled-components on the TypeScript source, before Oxc strips the types: every
 * styled call gets `/*#__PURE__*\/` (so a consumer's bundler drops the ones it does not use), a
 * display name (`Button__StyledButton`) and a stable component id (same class names on the server
 * and in the browser). Oxc's own port names components but does not annotate them as pure yet.
 */
export function styledComponentsPlugin(): Plugin {
  return {
    name: 'buildcover:styled-components',
    transform: {
      filter: { id: /\/src\/.*\.tsx?$/, code: 'styled-components' },
      async handler(code, id) {
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: ['typescript', 'jsx'] },
          plugins: [['babel-plugin-styled-components', { pure: true, displayName: true, fileName: true, ssr: true, namespace: 'bc' }]],
        });
        return result?.code ? { code: result.code, map: result.map } : null;
      },
    },
  };
}
