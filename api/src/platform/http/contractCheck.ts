/**
 * Whether a route's zod schema takes the fields the contract (`@vsf/engine`'s ApiCalls)
 * declares, checked by the compiler in both directions: the same field names, the same
 * ones required, and where the schema states a field's type (not `z.coerce` or
 * `z.preprocess`, which take anything and say `unknown`), the same type.
 *
 * Why a coerced or preprocessed field is not checked by its output type instead: the contract
 * declares what a client sends, and these fields exist to turn that into another form — tags
 * as one comma-separated string become a list, `removeAlbumImages` a JSON text becomes ids,
 * `seasons` one year or several becomes a list. Comparing zod's output with the contract
 * would refuse exactly the fields that are right (tried: 4 of the 5 routes it refused were
 * such). A schema that wraps its whole object in `z.preprocess` (the playerID-list calls)
 * checks its inner object against the contract beside it instead (`stats/schemas.ts`).
 */

/** Names written out; index signatures and patterns such as `albumImage${number}` are left aside. */
type NamedKeys<T> = { [K in keyof T]-?: Record<never, never> extends Record<K, 1> ? never : K }[keyof T];
type RequiredKeys<T> = { [K in NamedKeys<T>]-?: Record<never, never> extends Pick<T, K> ? never : K }[NamedKeys<T>];

type SharedKeys<Schema, Contract> = Extract<
  NamedKeys<Schema> & NamedKeys<Contract>,
  keyof Schema & keyof Contract & PropertyKey
>;

type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

type SameFields<Schema, Contract> =
  Mutual<NamedKeys<Schema>, NamedKeys<Contract>> extends true
    ? Mutual<RequiredKeys<Schema>, RequiredKeys<Contract>> extends true
      ? false extends {
          [K in SharedKeys<Schema, Contract>]: SameType<Exclude<Schema[K], undefined>, Exclude<Contract[K], undefined>>;
        }[SharedKeys<Schema, Contract>]
        ? false
        : true
      : false
    : false;

/** `{}` (z.object({})) and the contract's NoInput: both have no named field. */
type NoFields<T> = [NamedKeys<T>] extends [never] ? true : false;

export type SameType<Schema, Contract> = unknown extends Schema
  ? true
  : [Schema] extends [readonly (infer SchemaItem)[]]
    ? [Contract] extends [readonly (infer ContractItem)[]]
      ? SameType<SchemaItem, ContractItem>
      : false
    : [Schema] extends [object]
      ? [Contract] extends [object]
        ? NoFields<Schema> extends true
          ? NoFields<Contract>
          : SameFields<Schema, Contract>
        : false
      : Mutual<Schema, Contract>;

/**
 * `unknown` (no constraint) when the schema matches the contract; otherwise a property the
 * route definition lacks, so the compiler names the call whose input differs.
 */
export type InputMatchesContract<Schema, Contract> =
  SameType<Schema, Contract> extends true
    ? unknown
    : { schemaInputDiffersFromContract: { schema: Schema; contract: Contract } };
