// Part of the API's build (build.mjs): writes dist/pglite-template.tar.gz, see pglite-template.ts.
import { pgliteTemplatePath, writePgliteTemplate } from './pglite-template';

const file = pgliteTemplatePath();
const bytes = await writePgliteTemplate(file);
console.log(`Embedded database template: ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
