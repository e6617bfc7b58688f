import { type DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import type { ItemKey } from './keys';
import type { IndexName } from './table-definition';

/** A stored item as the document client returns it. */
export type StoredItem = Record<string, unknown>;

/** Where a query reads: the app's own table (the default), or another client and table (an operator's report). */
export interface TableSource {
  client: DynamoDBDocumentClient;
  table: string;
}

/** A filter applied after the key condition (it does not make a query read fewer items). */
export interface QueryFilter {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

export interface QueryOptions {
  /** Newest (highest sort key) first; oldest first by default. */
  newestFirst?: boolean;
  /** Read only these attributes (names are escaped, so reserved words such as `count` are fine). */
  attributes?: readonly string[];
  consistentRead?: boolean;
  filter?: QueryFilter;
  source?: TableSource;
}

const defaultSource = (): TableSource => ({ client: db(), table: tableName() });

/** The partition key (and sort-key prefix) of the table or of an index, as a query's input. */
function keyCondition(pk: string, prefix: string | undefined, index?: IndexName): Partial<QueryCommandInput> {
  const [pkName, skName] = index ? [`${index}pk`, `${index}sk`] : ['pk', 'sk'];
  return {
    KeyConditionExpression: prefix ? '#pk = :pk AND begins_with(#sk, :prefix)' : '#pk = :pk',
    ExpressionAttributeNames: { '#pk': pkName, ...(prefix ? { '#sk': skName } : {}) },
    ExpressionAttributeValues: { ':pk': pk, ...(prefix ? { ':prefix': prefix } : {}) },
    ...(index ? { IndexName: index } : {}),
  };
}

function queryInput(
  condition: Partial<QueryCommandInput>,
  options: QueryOptions,
): Omit<QueryCommandInput, 'TableName'> {
  const attributes = options.attributes ?? [];
  const projection = attributes.map((_, position) => `#attr${position}`);
  return {
    ...condition,
    ...(options.newestFirst ? { ScanIndexForward: false } : {}),
    ...(options.consistentRead ? { ConsistentRead: true } : {}),
    ...(projection.length > 0 ? { ProjectionExpression: projection.join(', ') } : {}),
    ...(options.filter ? { FilterExpression: options.filter.expression } : {}),
    ExpressionAttributeNames: {
      ...condition.ExpressionAttributeNames,
      ...Object.fromEntries(attributes.map((name, position) => [`#attr${position}`, name])),
      ...options.filter?.names,
    },
    ExpressionAttributeValues: { ...condition.ExpressionAttributeValues, ...options.filter?.values },
  };
}

interface QueryPage {
  items: StoredItem[];
  /** Items the key condition read on this page, before the filter. */
  evaluated: number;
  /** Items matched on this page (the count of a `Select: 'COUNT'` query). */
  count: number;
  more: boolean;
}

/**
 * Every page of one query, in order: DynamoDB returns at most 1 MB (or `Limit` items) at a time
 * and says where to go on. `pageLimit` is asked before each page (undefined: as many as fit).
 */
async function* pagesOf(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
  source: TableSource,
  pageLimit: () => number | undefined = () => undefined,
): AsyncGenerator<QueryPage> {
  let start: Record<string, unknown> | undefined;
  do {
    const limit = pageLimit();
    const page = await source.client.send(
      new QueryCommand({
        ...input,
        TableName: source.table,
        ...(limit !== undefined ? { Limit: limit } : {}),
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    start = page.LastEvaluatedKey;
    yield {
      items: page.Items ?? [],
      evaluated: page.ScannedCount ?? page.Count ?? 0,
      count: page.Count ?? 0,
      more: start !== undefined,
    };
  } while (start);
}

async function collect(pages: AsyncGenerator<QueryPage>): Promise<StoredItem[]> {
  const items: StoredItem[] = [];
  for await (const page of pages) items.push(...page.items);
  return items;
}

/** Every item of a partition (or of those under a sort-key prefix), all pages. */
export function queryAll(pk: string, prefix?: string, options: QueryOptions = {}): Promise<StoredItem[]> {
  return collect(pagesOf(queryInput(keyCondition(pk, prefix), options), options.source ?? defaultSource()));
}

/** Every item of an index's partition (gsi1, gsi2), all pages. */
export function queryIndexAll(
  index: IndexName,
  pk: string,
  options: Omit<QueryOptions, 'consistentRead'> = {},
): Promise<StoredItem[]> {
  return collect(
    pagesOf(queryInput(keyCondition(pk, undefined, index), options), options.source ?? defaultSource()),
  );
}

/** How many items an index's partition holds, all pages counted (no item is returned). */
export async function countIndex(index: IndexName, pk: string): Promise<number> {
  const input = { ...queryInput(keyCondition(pk, undefined, index), {}), Select: 'COUNT' as const };
  let count = 0;
  for await (const page of pagesOf(input, defaultSource())) count += page.count;
  return count;
}

/** The keys of every item of a partition (to delete them), all pages. */
export async function queryAllKeys(
  pk: string,
  options: Pick<QueryOptions, 'consistentRead'> = {},
): Promise<ItemKey[]> {
  const items = await queryAll(pk, undefined, { ...options, attributes: ['pk', 'sk'] });
  return items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) }));
}

/**
 * Items under a prefix, newest first, reading at most `maxEvaluated` items (before the filter): a
 * bounded look back. `complete` is false when the partition held more than was read.
 */
export async function queryUpTo(
  pk: string,
  prefix: string,
  maxEvaluated: number,
  options: QueryOptions = {},
): Promise<{ items: StoredItem[]; complete: boolean }> {
  const items: StoredItem[] = [];
  let evaluated = 0;
  let complete = true;
  const pages = pagesOf(
    queryInput(keyCondition(pk, prefix), options),
    defaultSource(),
    () => maxEvaluated - evaluated,
  );
  for await (const page of pages) {
    items.push(...page.items);
    evaluated += page.evaluated;
    complete = !page.more;
    if (evaluated >= maxEvaluated) break;
  }
  return { items, complete };
}
