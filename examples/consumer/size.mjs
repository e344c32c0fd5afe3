// What a page with one import costs: each file in size/ bundled on its own as an app's production
// build does (NODE_ENV=production drops development-only code; react and react-dom left out, as
// every React app has them), minified and measured in gzip bytes. Prints JSON.
import { readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const sizes = {};
for (const file of readdirSync('size').filter((name) => name.endsWith('.tsx'))) {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: true,
      lib: { entry: `size/${file}`, formats: ['es'], fileName: 'page' },
      rolldownOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
    },
  });
  const chunks = [output]
    .flat()
    .flatMap((result) => result.output)
    .filter((item) => item.type === 'chunk');
  sizes[file.replace(/\.tsx$/, '')] = chunks.reduce(
    (total, chunk) => total + gzipSync(chunk.code, { level: 9 }).length,
    0,
  );
}
console.log(JSON.stringify(sizes));
