// The layers ESLint holds (eslint.config.js): the simulator's floors import only downward, the
// contract runtime stays out of the browser, and Ajv and openapi-backend are built in the runtime
// only. Each case lints a file that would break the rule, so a zone that stops working fails here.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('Lint holds the layers', () => {
  it.each([
    ['sim-server/domain/climb.ts', "import { handleApiRequest } from '../api/pipeline';"],
    ['sim-server/lib/climb.ts', "import { findJob } from '../domain/jobs';"],
    ['sim-server/search/climb.ts', "import { OPERATIONS } from '../operations';"],
    ['sim-server/store/climb.ts', "import { search } from '../search/engine';"],
    ['sim-server/operations/climb.ts', "import { createPagesRouter } from '../shell/pages';"],
  ])('When %s imports a higher floor, then lint fails it', async (file, line) => {
    expect(
      await rulesBroken(file, `${line}\nexport const used = [${line.split(' ')[2]}];\n`),
    ).toContain('import/no-restricted-paths');
  });

  it('When a floor imports a lower one, then lint passes it', async () => {
    const code = "import { jsonText } from '../lib/json-text';\nexport const used = jsonText;\n";
    expect(await rulesBroken('sim-server/search/down.ts', code)).toEqual([]);
  });

  it('When the web app imports the contract runtime, then lint fails it', async () => {
    const code =
      "import { readContract } from '../../../openapi/runtime/contract';\nexport const used = readContract;\n";
    expect(await rulesBroken('web/src/lib/runtime.ts', code)).toContain(
      'import/no-restricted-paths',
    );
  });

  it('When the simulator imports Ajv itself, then lint fails it', async () => {
    const code = "import { Ajv2020 } from 'ajv/dist/2020.js';\nexport const used = Ajv2020;\n";
    expect(await rulesBroken('sim-server/store/ajv.ts', code)).toContain('no-restricted-imports');
  });
});
