import { dirname, relative, resolve, sep } from 'node:path';

/** What every API domain stands on or is composed by: each may import any file of these. */
const OPEN_FOLDERS = ['platform', 'testing'];

/**
 * ESLint rule `workspaces/api-domain-entry`: the API is one folder a domain (api/src/<domain>/,
 * docs/ARCHITECTURE.md), and a domain offers the others only what its index.ts names. So a
 * file in api/src/<domain>/ may import from another domain's folder its index.ts only
 * ('../season', not '../season/seasonState'). Its own domain's files, platform/, testing/ and
 * the composition root (the files directly in api/src/) it may import freely; files in
 * platform/, testing/ and the composition root are not checked (they put the domains together).
 */
export const apiDomainsRule = {
  meta: {
    type: 'problem',
    docs: { description: "An API domain imports another domain through that domain's index.ts only" },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      inner:
        "api/src/{{from}}/ imports api/src/{{to}}/ through its index.ts only ('{{entry}}'), not '{{source}}': " +
        'add what it needs to {{to}}/index.ts.',
    },
  },
  create(context) {
    const [{ root }] = context.options;
    const apiSrc = resolve(root, 'api', 'src');
    /** The domain folder a path lies in, and the rest of its path: null for the root's files and outside api/src. */
    const placeOf = (path) => {
      const parts = relative(apiSrc, path).split(sep);
      if (parts[0] === '..' || parts.length < 2) return null;
      return { domain: parts[0], rest: parts.slice(1).join('/') };
    };
    const from = placeOf(context.filename);
    if (!from || OPEN_FOLDERS.includes(from.domain)) return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = resolve(dirname(context.filename), source.value);
      const to = placeOf(target);
      // A target directly in api/src is a domain's folder itself (its index.ts) or a root file.
      if (!to || to.domain === from.domain || OPEN_FOLDERS.includes(to.domain)) return;
      if (/^index(\.[cm]?[jt]s)?$/.test(to.rest)) return;
      const entry = relative(dirname(context.filename), resolve(apiSrc, to.domain)).split(sep).join('/');
      context.report({
        node: source,
        messageId: 'inner',
        data: { from: from.domain, to: to.domain, entry, source: source.value },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
