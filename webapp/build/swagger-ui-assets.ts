/**
 * Swagger UI's script and style sheet, copied from the `swagger-ui-dist` package into the build
 * (`dist/assets/swagger-ui/`) so the API's documentation page (`/api/schema/swagger`, its URLs
 * in src/adapters/http/openapi.py) loads nothing from a CDN and works on a closed network.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const SWAGGER_UI_DIR = 'assets/swagger-ui';
const SWAGGER_UI_FILES = ['swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js'];

export function swaggerUiAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'fedreg:swagger-ui-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const source = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
      const target = join(outDir, SWAGGER_UI_DIR);
      await mkdir(target, { recursive: true });
      await Promise.all(SWAGGER_UI_FILES.map((file) => copyFile(join(source, file), join(target, file))));
    },
  };
}
