/**
 * Writes the OpenAPI document the server serves at `/api/docs/json` to `.tmp/openapi.json`
 * (or the path given as the first argument), built without a database or a listening port.
 * `npm run lint:api` then checks it with `redocly lint`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { buildOpenApiDocument } from '../server/openapi-document';

const target = resolve(process.argv[2] ?? '.tmp/openapi.json');
const document = await buildOpenApiDocument();
await mkdir(dirname(target), { recursive: true });
await writeFile(target, `${JSON.stringify(document, null, 2)}\n`);
console.log(`OpenAPI document written to ${target}`);
