/**
 * A Lambda's access to the single table: the item operations the repositories use, on the table
 * and its two indexes by exact ARN (no `index/*`, no Scan, no streams, no table management), plus
 * encrypt/decrypt on the table's customer-managed key.
 */
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { tableDefinition } from '#functions/core/db/table-definition.ts';

/** Reads by key and by query, on the table and its indexes. */
export const tableReadActions = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
/** Writes (transactions are authorised per contained operation), on the table only. */
export const tableWriteActions = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

export function grantTableItemAccess(table: ITableV2, grantee: IGrantable): void {
  const indexArns = tableDefinition.globalSecondaryIndexes.map(
    (index) => `${table.tableArn}/index/${index.indexName}`,
  );
  Grant.addToPrincipal({ grantee, actions: tableReadActions, resourceArns: [table.tableArn, ...indexArns] });
  Grant.addToPrincipal({ grantee, actions: tableWriteActions, resourceArns: [table.tableArn] });
  table.encryptionKey?.grantEncryptDecrypt(grantee);
}

/** The key grant's actions that cdk-nag reports as wildcards. */
export const tableKeyWildcardFindings = [
  'AwsSolutions-IAM5[Action::kms:ReEncrypt*]',
  'AwsSolutions-IAM5[Action::kms:GenerateDataKey*]',
];
