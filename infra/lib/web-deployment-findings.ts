/**
 * cdk-nag findings on the singleton Lambda that BucketDeployment adds to copy the web build into
 * the site bucket at deploy time. It is CDK's own code with CDK's own role; it runs only during a
 * deployment, never on a visitor's request.
 */
import { type Stack, Validations } from 'aws-cdk-lib';
import { rules } from 'cdk-nag';
import { acknowledgeRuleFindings } from './nag-findings';

const managedPolicyReason =
  'CDK BucketDeployment handler: AWSLambdaBasicExecutionRole only lets it write its own logs.';
const wildcardReason =
  'CDK BucketDeployment handler: s3 read on the CDK asset bucket, s3 write/delete on this site bucket ' +
  'only, and cloudfront:CreateInvalidation (which has no resource-level scoping) after an upload.';
const runtimeReason =
  'CDK BucketDeployment handler: CDK chooses and updates its runtime; it runs only at deploy time.';

export function acknowledgeBucketDeploymentFindings(stack: Stack): void {
  for (const child of stack.node.children) {
    if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
    acknowledgeRuleFindings(child, 'AwsSolutions-IAM4', rules.iam.IAMNoManagedPolicies, managedPolicyReason);
    acknowledgeRuleFindings(child, 'AwsSolutions-IAM5', rules.iam.IAMNoWildcardPermissions, wildcardReason);
    Validations.of(child).acknowledge({ id: 'AwsSolutions-L1', reason: runtimeReason });
  }
}
