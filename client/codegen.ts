import { printExecutableGraphQLDocument } from '@graphql-tools/documents';
import type { CodegenConfig } from '@graphql-codegen/cli';
import type { DocumentNode } from 'graphql';

/**
 * The client package's typed documents, from the operations in client/operations/ checked
 * against the gateway's served schema (schema/gateway.graphql, printed by `npm run codegen`).
 * Run from the repository root: `npm run client:codegen`. Everything it writes lives in
 * client/src/generated/ and is never edited by hand.
 *
 * Persisted documents: the manifest (client/src/generated/persisted-documents.json) maps
 * `sha256:<hex>` of each operation's normalized text to that text; the gateway loads it for
 * PERSISTED_DOCUMENTS=allow|only. Each generated document carries the same hash and text in
 * `__meta__`, so the runner sends exactly the text that was hashed (an APQ registration whose
 * text did not hash to its hash would be refused).
 */
const scalars = {
  DateTime: 'string',
  JSON: 'unknown',
  Long: 'number',
  ShowUri: 'string',
  EpisodeUri: 'string',
  Upload: 'Blob',
};

const config: CodegenConfig = {
  overwrite: true,
  schema: 'schema/gateway.graphql',
  documents: ['client/operations/*.graphql'],
  emitLegacyCommonJSImports: false,
  generates: {
    'client/src/generated/': {
      preset: 'client',
      presetConfig: {
        fragmentMasking: false,
        persistedDocuments: { hashAlgorithm: 'sha256' },
        // The preset hashes this same print (it also strips @client and @connection, which no
        // operation here uses); test/unit/client-documents.test.ts checks hash = sha256(text).
        onExecutableDocumentNode: (document: DocumentNode) => ({ text: printExecutableGraphQLDocument(document) }),
      },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars,
        // The variables' types keep `undefined` out of required fields, as the wire does.
        avoidOptionals: false,
        skipTypename: false,
      },
    },
  },
};

export default config;
