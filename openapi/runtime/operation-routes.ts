// Which contract operation a request is for, from its method and path: a table built once from the
// contract. Literal paths win over templated ones, and among templates the one with more literal
// text wins (the contract's own precedence). HEAD reads as GET (HTTP's own rule: a server that
// answers GET answers HEAD). Paths are matched as the contract writes them: a trailing or doubled
// slash or another letter case names no operation (`/middleware/splashScreen/` is not
// `/middleware/splashScreen`), as a backend built from the contract would route them, so the
// simulator and the validating proxy give such a request the same verdict: undocumented.
import type { ContractOperation, HttpMethod } from './contract';

export type RouteMatch =
  | { kind: 'operation'; operation: ContractOperation }
  /** The path exists with other methods: `allowed` names them (the 405's Allow header). */
  | { kind: 'methodNotAllowed'; allowed: string[] }
  | { kind: 'notFound' };

interface Template {
  pattern: RegExp;
  byMethod: Map<string, ContractOperation>;
  literalLength: number;
}

function patternOf(path: string): RegExp {
  const source = path
    .split(/\{[^}]+\}/)
    .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${source}$`);
}

export class OperationRoutes {
  private readonly literal = new Map<string, Map<string, ContractOperation>>();
  private readonly templates: Template[] = [];

  constructor(operations: readonly ContractOperation[]) {
    const templates = new Map<string, Template>();
    for (const operation of operations) {
      const { path, method } = operation;
      if (!path.includes('{')) {
        const byMethod = this.literal.get(path) ?? new Map<string, ContractOperation>();
        byMethod.set(method, operation);
        this.literal.set(path, byMethod);
        continue;
      }
      const template = templates.get(path) ?? {
        pattern: patternOf(path),
        byMethod: new Map<string, ContractOperation>(),
        literalLength: path.replace(/\{[^}]+\}/g, '').length,
      };
      template.byMethod.set(method, operation);
      templates.set(path, template);
    }
    this.templates = [...templates.values()].sort((a, b) => b.literalLength - a.literalLength);
  }

  match(method: string, path: string): RouteMatch {
    const wanted = (method === 'HEAD' ? 'get' : method.toLowerCase()) as HttpMethod;
    const literal = this.literal.get(path);
    const allowed = new Set(literal?.keys());
    const exact = literal?.get(wanted);
    if (exact) return { kind: 'operation', operation: exact };
    for (const template of this.templates) {
      if (!template.pattern.test(path)) continue;
      for (const known of template.byMethod.keys()) allowed.add(known);
      const operation = template.byMethod.get(wanted);
      if (operation) return { kind: 'operation', operation };
    }
    if (allowed.size === 0) return { kind: 'notFound' };
    // HEAD is answered wherever GET is (as GET without its body).
    const methods = [...allowed].map((m) => m.toUpperCase());
    return {
      kind: 'methodNotAllowed',
      allowed: methods.includes('GET') ? [...methods, 'HEAD'] : methods,
    };
  }
}
