/**
 * A Lambda's access to the single table: the item operations the repositories use, by exact ARN
 * (no `index/*`, no Scan, no streams, no table management), and the table key's KMS actions, only
 * through DynamoDB.
 */
import { Stack } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { tableDefinition } from '#functions/core/db/table-definition.ts';

/** Reads by key and by query, on the table and its indexes. */
export const tableReadActions = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
/** Writes (a transaction is authorised per contained operation), on the table only. */
export const tableWriteActions = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];
/**
 * DynamoDB decrypts the table's data key with the customer-managed key on every access, reads and
 * writes alike, so both need Decrypt; writes also encrypt and generate data keys.
 */
export const tableKeyReadActions = ['kms:Decrypt'];
export const tableKeyWriteActions = ['kms:Decrypt', 'kms:Encrypt', 'kms:GenerateDataKey'];

export function tableAccessStatements(
  table: ITableV2,
  access: { read: boolean; write: boolean },
): PolicyStatement[] {
  const statements: PolicyStatement[] = [];
  if (access.read) {
    const indexArns = tableDefinition.globalSecondaryIndexes.map(
      (index) => `${table.tableArn}/index/${index.indexName}`,
    );
    statements.push(
      new PolicyStatement({
        sid: 'TableRead',
        actions: tableReadActions,
        resources: [table.tableArn, ...indexArns],
      }),
    );
  }
  if (access.write) {
    statements.push(
      new PolicyStatement({ sid: 'TableWrite', actions: tableWriteActions, resources: [table.tableArn] }),
    );
  }
  const keyActions = [
    ...new Set([...(access.read ? tableKeyReadActions : []), ...(access.write ? tableKeyWriteActions : [])]),
  ];
  if (table.encryptionKey && keyActions.length > 0) {
    statements.push(
      new PolicyStatement({
        sid: 'TableKey',
        actions: keyActions,
        resources: [table.encryptionKey.keyArn],
        // Only DynamoDB may use the key on the function's behalf; the function cannot call KMS itself.
        conditions: {
          StringEquals: { 'kms:ViaService': `dynamodb.${Stack.of(table).region}.amazonaws.com` },
        },
      }),
    );
  }
  return statements;
}
