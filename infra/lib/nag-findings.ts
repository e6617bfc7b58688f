/**
 * Acknowledging cdk-nag findings on constructs that CDK itself creates and configures (for example
 * the BucketDeployment Lambda), where the exact finding ids depend on generated names. The rule is
 * run here the way cdk-nag runs it, and each finding it reports is acknowledged with the reason.
 */
import { CfnResource, Validations } from 'aws-cdk-lib';
import type { NagRuleResult } from 'cdk-nag';
import type { IConstruct } from 'constructs';

export function acknowledgeRuleFindings(
  scope: IConstruct,
  ruleId: string,
  rule: (node: CfnResource) => NagRuleResult,
  reason: string,
): void {
  for (const node of scope.node.findAll()) {
    if (!(node instanceof CfnResource)) continue;
    const result = rule(node);
    if (!Array.isArray(result)) continue;
    for (const finding of result) Validations.of(node).acknowledge({ id: `${ruleId}[${finding}]`, reason });
  }
}
