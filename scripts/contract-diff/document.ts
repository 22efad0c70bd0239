// One side of the diff: the bundled contract's operations, each with its parameters (path-level
// and its own), body, responses and security, and $refs resolved as they are reached (so that a
// recursive schema stays finite).
import { isObject, pointer, type Json, type JsonObject } from './types';

export const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

export class Side {
  constructor(readonly raw: JsonObject) {}

  /** The target of a local `$ref` (siblings such as a description laid over it), else the value. */
  resolve(value: Json | undefined): Json | undefined {
    let current = value;
    for (let hops = 0; hops < 32 && isObject(current) && typeof current.$ref === 'string'; hops++) {
      const { $ref: ref, ...siblings } = current;
      const target = this.at(ref);
      current =
        isObject(target) && Object.keys(siblings).length > 0 ? { ...target, ...siblings } : target;
    }
    return current;
  }

  /** The `$ref` a value points through, if any (for cycle detection). */
  refOf(value: Json | undefined): string | undefined {
    return isObject(value) && typeof value.$ref === 'string' ? value.$ref : undefined;
  }

  private at(ref: string): Json | undefined {
    if (!ref.startsWith('#/'))
      throw new Error(`Only local $refs are expected after bundling: ${ref}`);
    let at: Json | undefined = this.raw;
    for (const part of ref.slice(2).split('/')) {
      const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
      at = isObject(at) ? at[key] : Array.isArray(at) ? at[Number(key)] : undefined;
    }
    return at;
  }

  object(value: Json | undefined): JsonObject {
    const resolved = this.resolve(value);
    return isObject(resolved) ? resolved : {};
  }
}

export interface ParameterView {
  name: string;
  in: string;
  /** `in:name`, header names in lower case (HTTP headers ignore case). */
  key: string;
  node: JsonObject;
  location: string;
}

export interface OperationView {
  operationId: string;
  method: string;
  path: string;
  location: string;
  node: JsonObject;
  parameters: Map<string, ParameterView>;
  /** The security requirements in force (the operation's, else the document's). */
  security: Json[];
}

export function parameterKey(location: string, name: string): string {
  return `${location}:${location === 'header' ? name.toLowerCase() : name}`;
}

function parametersOf(side: Side, list: Json | undefined, at: string): ParameterView[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item, index) => {
    const node = side.object(item);
    if (typeof node.name !== 'string' || typeof node.in !== 'string') return [];
    return [
      {
        name: node.name,
        in: node.in,
        key: parameterKey(node.in, node.name),
        node,
        location: `${at}/parameters/${index}`,
      },
    ];
  });
}

/** Every operation of a side, by operationId (method + path when an operation has none). */
export function operationsOf(side: Side): Map<string, OperationView> {
  const out = new Map<string, OperationView>();
  const paths = side.object(side.raw.paths);
  for (const [path, itemRef] of Object.entries(paths)) {
    const item = side.object(itemRef);
    const itemAt = pointer('paths', path);
    const shared = parametersOf(side, item.parameters, itemAt);
    for (const method of METHODS) {
      if (!isObject(item[method])) continue;
      const node = side.object(item[method]);
      const location = `${itemAt}/${method}`;
      const parameters = new Map<string, ParameterView>();
      for (const p of [...shared, ...parametersOf(side, node.parameters, location)])
        parameters.set(p.key, p);
      const operationId =
        typeof node.operationId === 'string' ? node.operationId : `${method.toUpperCase()} ${path}`;
      const security = node.security ?? side.raw.security ?? [];
      out.set(operationId, {
        operationId,
        method,
        path,
        location,
        node,
        parameters,
        security: Array.isArray(security) ? security : [],
      });
    }
  }
  return out;
}
