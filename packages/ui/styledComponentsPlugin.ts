import { transformAsync } from '@babel/core';
import type { Plugin } from 'rolldown';

/**
 * babel-plugin-styled-components on the TypeScript source, before Oxc strips the types: every
 * styled call gets `/*#__PURE__*\/` (so a consumer's bundler drops the ones it does not use), a
 * display name (`Button__StyledButton`) and a stable component id (same class names on the server
 * and in the browser). Oxc's own port names components but does not annotate them as pure yet.
 * The default import becomes the named `styled` export: under plain Node, styled-components is
 * CommonJS and its default import is the module object (`styled.label is not a function`), while
 * Node's interop and every bundler see the named export.
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
          plugins: [
            [
              'babel-plugin-styled-components',
              { pure: true, displayName: true, fileName: true, ssr: true, namespace: 'bc' },
            ],
          ],
        });
        return result?.code ? { code: namedStyledImport(result.code), map: result.map } : null;
      },
    },
  };
}

/** `import styled, { css } from 'styled-components'` → `import { styled, css } from 'styled-components'`. */
function namedStyledImport(code: string): string {
  return code.replace(
    /import (\w+)(?:, \{([^}]*)\})? from (['"])styled-components\3;/,
    (_, local: string, named: string | undefined, quote: string) =>
      `import { ${[local === 'styled' ? 'styled' : `styled as ${local}`, ...(named ? [named.trim()] : [])].join(', ')} } from ${quote}styled-components${quote};`,
  );
}
