// A Stryker ignorer (stryker.config.mjs `ignorers: ['event-narrowing']`): leaves out the mutants of
// a machine guard's opening `event.type === '<event>'` check. XState evaluates a guard only for
// the transitions that name it, and every guard of machines/ that opens with such a check is named
// only on that event's transitions (tests/unit/machine-guards.test.ts holds this for each one), so
// the check is always true where it runs: it is there for TypeScript, to narrow the event to the
// one whose fields the rest of the guard reads. Its mutants (`true`, `!==`, `""`) are equivalent or
// killed only by a machine that can no longer be driven at all; tests/mutation-equivalents.md
// lists them.
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

/** `event.type === '<literal>'` */
function isEventTypeCheck(node) {
  return (
    node.type === 'BinaryExpression' &&
    node.operator === '===' &&
    node.left.type === 'MemberExpression' &&
    node.left.object.type === 'Identifier' &&
    node.left.object.name === 'event' &&
    node.left.property.type === 'Identifier' &&
    node.left.property.name === 'type' &&
    node.right.type === 'StringLiteral'
  );
}

/** The check opens a guard: the leftmost operand of the `&&` chain an arrow in `guards: {…}` returns. */
function opensGuard(path) {
  let current = path;
  while (
    current.parentPath?.node.type === 'LogicalExpression' &&
    current.parentPath.node.operator === '&&' &&
    current.parentPath.node.left === current.node
  ) {
    current = current.parentPath;
  }
  if (current === path) return false;
  const arrow = current.parentPath;
  if (arrow?.node.type !== 'ArrowFunctionExpression' || arrow.node.body !== current.node) {
    return false;
  }
  const property = arrow.parentPath;
  const guards = property?.parentPath?.parentPath;
  return (
    property?.node.type === 'ObjectProperty' &&
    guards?.node.type === 'ObjectProperty' &&
    guards.node.key.type === 'Identifier' &&
    guards.node.key.name === 'guards'
  );
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'event-narrowing', {
    shouldIgnore(path) {
      return isEventTypeCheck(path.node) && opensGuard(path)
        ? "A guard's event.type check narrows the event for TypeScript: XState runs the guard only on that event"
        : undefined;
    },
  }),
];
