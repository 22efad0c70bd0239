// Values the contract already holds (defaults, lengths, patterns) that the product's code needs
// too: written out of the bundled contract into openapi/generated/contract-values.ts, so that the
// vocabulary takes them from the contract instead of writing them a second time.

interface Schema {
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: unknown[];
}

interface Parameter {
  name: string;
  schema?: Schema;
  $ref?: string;
}

interface Operation {
  operationId?: string;
  parameters?: Parameter[];
}

export interface ContractBundle {
  paths: Record<string, Record<string, Operation | unknown>>;
  components: { parameters: Record<string, Parameter>; schemas: Record<string, Schema> };
}

function isOperation(value: unknown): value is Operation {
  return typeof value === 'object' && value !== null && 'operationId' in value;
}

function operationParameter(bundle: ContractBundle, operationId: string, name: string): Schema {
  for (const item of Object.values(bundle.paths)) {
    for (const operation of Object.values(item)) {
      if (!isOperation(operation) || operation.operationId !== operationId) continue;
      const found = operation.parameters?.find((p) => p.name === name);
      if (found?.schema) return found.schema;
    }
  }
  throw new Error(`The contract has no parameter ${name} on ${operationId}.`);
}

function component(bundle: ContractBundle, kind: 'parameters' | 'schemas', name: string): Schema {
  const found =
    kind === 'parameters'
      ? bundle.components.parameters[name]?.schema
      : bundle.components.schemas[name];
  if (!found) throw new Error(`The contract has no ${kind} ${name}.`);
  return found;
}

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The contract gives no ${what}.`);
  return value;
}

export function contractValues(bundle: ContractBundle, header: string): string {
  const pageSize = component(bundle, 'schemas', 'PageSize');
  const start = component(bundle, 'parameters', 'Start');
  const suggestions = component(bundle, 'schemas', 'SuggestionCount');
  const typed = component(bundle, 'schemas', 'AutocompleteText');
  const email = component(bundle, 'schemas', 'Email');
  const isd = component(bundle, 'schemas', 'IsdCode');
  const mobile = component(bundle, 'schemas', 'MobileNumber');
  const name = component(bundle, 'schemas', 'PersonName');
  const values = {
    resultsPageSize: need(pageSize.default, 'default page size'),
    listStart: need(start.default, 'default start'),
    bellListLimit: need(
      operationParameter(bundle, 'bellNotifications', 'limit').default,
      'bell limit',
    ),
    keywordSuggestions: need(suggestions.default, 'keyword suggestions'),
    locationSuggestions: need(
      operationParameter(bundle, 'autocompleteLocations', 'size').default,
      'location suggestions',
    ),
    companyListLimit: need(
      operationParameter(bundle, 'companyList', 'limit').default,
      'company list',
    ),
    autocompleteMinChars: need(typed.minLength, 'autocomplete minimum'),
    emailPattern: need(email.pattern, 'email pattern'),
    isdMaxChars: need(isd.maxLength, 'dial code length'),
    isdPattern: need(isd.pattern, 'dial code pattern'),
    mobileNumberMaxChars: need(mobile.maxLength, 'mobile number length'),
    nameMinChars: need(name.minLength, 'name minimum'),
    nameMaxChars: need(name.maxLength, 'name maximum'),
  };
  const lines = Object.entries(values).map(([key, value]) => `  ${key}: ${JSON.stringify(value)},`);
  return `${header}/** Values of the contract that the product's code uses (openapi/vocabulary takes them from here). */\nexport const CONTRACT_VALUES = {\n${lines.join('\n')}\n};\n`;
}
