// The recorder's notes (`METHOD /path|kind|name`, web/src/lib/usage-recorder.ts) as usage keyed by
// the contract's operationIds; parameters the operation does not declare (Content-Type, the
// client's own timeout header) are left out.
import { readFileSync } from 'node:fs';
import { normalize, type Usage } from './usage-file';

const BUNDLED = 'openapi/dist/openapi.json';

interface Bundle {
  paths: Record<string, Record<string, unknown>>;
  components?: { parameters?: Record<string, unknown> };
}

type Param = { name?: string; in?: string; $ref?: string };

function declared(bundle: Bundle, list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return (list as Param[]).flatMap((p) => {
    const resolved: Param = p.$ref
      ? ((bundle.components?.parameters?.[p.$ref.split('/').pop() ?? ''] as Param | undefined) ??
        {})
      : p;
    if (!resolved.name || !resolved.in) return [];
    const name = resolved.in === 'header' ? resolved.name.toLowerCase() : resolved.name;
    return [`${resolved.in}:${name}`];
  });
}

export function usageFromEntries(entries: Iterable<string>, bundleFile = BUNDLED): Usage {
  const bundle = JSON.parse(readFileSync(bundleFile, 'utf8')) as Bundle;
  const operations: Usage['operations'] = {};
  for (const entry of entries) {
    const [route = '', kind, name = ''] = entry.split('|');
    const [method = '', path = ''] = route.split(' ');
    const item = bundle.paths[path];
    const op = item?.[method.toLowerCase()] as
      { operationId?: string; parameters?: unknown } | undefined;
    if (!item || !op?.operationId) continue;
    const into = (operations[op.operationId] ??= {
      parameters: [],
      requestFields: [],
      responseFields: [],
    });
    if (kind === 'parameter') {
      const known = [...declared(bundle, item.parameters), ...declared(bundle, op.parameters)];
      const [location = '', ...rest] = name.split(':');
      const key = `${location}:${location === 'header' ? rest.join(':').toLowerCase() : rest.join(':')}`;
      if (known.includes(key)) into.parameters.push(key);
    } else if (kind === 'request') into.requestFields.push(name);
    else if (kind === 'response') into.responseFields.push(name);
  }
  // Each page load notes its calls again; a name is listed once.
  return normalize({ operations });
}
