import { dirname, relative, resolve } from 'node:path';

/**
 * ESLint rule `workspaces/may-import`: a file imports of our packages ('@vsf/…') only the
 * entries its row of the table allows, and no relative path into a folder its row keeps
 * apart. It sees static imports and re-exports, `import()` and `import.meta.resolve()`
 * with a literal; a rule of our own rather than `no-restricted-imports`, so that the table
 * never replaces (or is replaced by) another block's options for that rule.
 */
export const mayImportRule = {
  meta: {
    type: 'problem',
    docs: { description: "Imports only what docs/ARCHITECTURE.md's 'Who may import whom' allows" },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          what: { type: 'string' },
          entries: { type: 'array', items: { type: 'string' } },
          apart: { type: 'array', items: { type: 'string' } },
        },
        required: ['root', 'what', 'entries'],
        additionalProperties: false,
      },
    ],
    messages: {
      entry: "{{what}} may import {{allowed}} of ours, not '{{source}}' (docs/ARCHITECTURE.md, 'Who may import whom').",
      apart: "{{what}} may not import from {{folder}}/ (docs/ARCHITECTURE.md, 'Who may import whom').",
    },
  },
  create(context) {
    const [{ root, what, entries, apart = [] }] = context.options;
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const name = source.value;
      if (name.startsWith('@vsf/') && !entries.includes(name)) {
        const allowed = entries.join(', ') || 'nothing';
        context.report({ node: source, messageId: 'entry', data: { what, source: name, allowed } });
      }
      if (name.startsWith('.')) {
        const target = relative(root, resolve(dirname(context.filename), name));
        const folder = apart.find((kept) => target === kept || target.startsWith(`${kept}/`));
        if (folder) context.report({ node: source, messageId: 'apart', data: { what, folder } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      'CallExpression[callee.object.type="MetaProperty"][callee.property.name="resolve"]': (node) =>
        check(node.arguments[0]),
    };
  },
};
